import { useCallback, useEffect, useState, type DependencyList } from 'react';
import type { ApiResult } from '@storefront/shared';

export interface RequestState<T> {
  data: T | null;
  loading: boolean;
  error: string;
  /** Runs the call again (a 'Try again' button after a failure). */
  retry: () => void;
}

/**
 * Runs one API call whenever `deps` change, aborting the previous one, and keeps the loading
 * flag on exactly while a request runs (spec section 4). `run` returning null means "no call".
 */
export function useRequest<T>(run: (signal: AbortSignal) => Promise<ApiResult<T>> | null, deps: DependencyList): RequestState<T> {
  const [state, setState] = useState<Omit<RequestState<T>, 'retry'>>({ data: null, loading: true, error: '' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    const ctrl = new AbortController();
    const pending = run(ctrl.signal);
    if (!pending) {
      setState({ data: null, loading: false, error: '' });
      return () => ctrl.abort();
    }
    setState((s) => ({ ...s, loading: true, error: '' }));
    pending.then(
      (res) => {
        if (ctrl.signal.aborted) return;
        setState(res.ok ? { data: res.data, loading: false, error: '' } : { data: null, loading: false, error: res.msg });
      },
      () => {
        // aborted: a newer request owns the state
      },
    );
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  return { ...state, retry };
}
