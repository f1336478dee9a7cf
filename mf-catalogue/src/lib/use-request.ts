import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { useServedFirstRun, useServerData, type ApiResult } from '@storefront/shared';

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
  // A server-rendered page starts with what the server fetched for the same question.
  const served = useServerData(() => run(new AbortController().signal), deps);
  const [state, setState] = useState<Omit<RequestState<T>, 'retry'>>(() => (served ? settled(served.value) : { data: null, loading: true, error: '' }));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const servedRun = useServedFirstRun(served);
  useEffect(() => {
    if (servedRun()) return;
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
        setState(settled(res));
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

function settled<T>(res: ApiResult<T>): Omit<RequestState<T>, 'retry'> {
  return res.ok ? { data: res.data, loading: false, error: '' } : { data: null, loading: false, error: res.msg };
}
