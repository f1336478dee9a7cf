// How a slice reaches a module another slice lends (ProductCard, QuickView, ...). The shell owns
// the Module Federation runtime and installs the loader at start; a remote running standalone has
// none, and callers show their own fallback.
import { useCallback, useEffect, useState } from 'react';

export type ModuleLoader = (id: string) => Promise<unknown>;
let loader: ModuleLoader | null = null;

export function setModuleLoader(next: ModuleLoader): void {
  loader = next;
}

export async function loadFederatedModule<T>(id: string): Promise<T> {
  if (!loader) throw new Error(`No federation runtime to load ${id}`);
  const mod = await loader(id);
  if (!mod) throw new Error(`Module ${id} could not be loaded`);
  return mod as T;
}

export type FederatedState<T> =
  | { status: 'loading'; module: null; error: null; retry: () => void }
  | { status: 'ready'; module: T; error: null; retry: () => void }
  | { status: 'error'; module: null; error: Error; retry: () => void };

/** Loads a federated module (e.g. 'mf_catalogue/ProductCard') with loading/error/retry states. */
export function useFederatedModule<T>(id: string): FederatedState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ module: T | null; error: Error | null }>({ module: null, error: null });
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    let live = true;
    setState({ module: null, error: null });
    loadFederatedModule<T>(id).then(
      (module) => live && setState({ module, error: null }),
      (error: unknown) => live && setState({ module: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  if (state.error) return { status: 'error', module: null, error: state.error, retry };
  if (state.module) return { status: 'ready', module: state.module, error: null, retry };
  return { status: 'loading', module: null, error: null, retry };
}

/** What every remote's './routes' module exports: its pages by name. */
export type SlicePages = Record<string, React.ComponentType>;
