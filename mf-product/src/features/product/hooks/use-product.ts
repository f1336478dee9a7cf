import { useCallback, useEffect, useState } from 'react';
import { useServedFirstRun, useServerData, type ApiResult, type Product } from '@storefront/shared';
import { getProduct } from '../api/get-product';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  /** The API says there is no such product (404, or a malformed id: 400). */
  | { status: 'missing'; msg: string }
  /** Anything else: the network or the server failed; worth trying again. */
  | { status: 'error'; msg: string };

/**
 * Loads one product; `enabled` lets a closed dialog skip the call. `retry` loads again with the
 * spinner; `refresh` re-reads quietly (after a review the server has a new rating).
 */
export function useProduct(id: string, enabled = true): ProductState & { retry: () => void; refresh: () => void } {
  // A server-rendered product page starts with the product the server read.
  const served = useServerData(() => (enabled && id ? getProduct(id) : null), [id, enabled]);
  const [state, setState] = useState<ProductState>(() => (served ? stateOf(served.value) : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const servedRun = useServedFirstRun(served);
  useEffect(() => {
    if (servedRun()) return;
    if (!enabled || !id) return;
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    getProduct(id, ctrl.signal).then(
      (res) => {
        if (ctrl.signal.aborted) return;
        setState(stateOf(res));
      },
      () => {
        // aborted: a newer id or an unmount took over
      },
    );
    return () => ctrl.abort();
  }, [id, enabled, attempt, servedRun]);
  const refresh = useCallback(() => {
    void getProduct(id).then((res) => {
      if (res.ok) setState((s) => (s.status === 'ready' && s.product.id === res.data.id ? { status: 'ready', product: res.data } : s));
    });
  }, [id]);
  return { ...state, retry, refresh };
}

function stateOf(res: ApiResult<Product>): ProductState {
  if (res.ok) return { status: 'ready', product: res.data };
  if (res.status === 404 || res.status === 400) return { status: 'missing', msg: res.msg };
  return { status: 'error', msg: res.msg };
}
