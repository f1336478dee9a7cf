import { useEffect, useState } from 'react';
import type { Product } from '@storefront/shared';
import { getProduct } from '../api/get-product';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'missing'; msg: string };

/** Loads one product; `enabled` lets a closed dialog skip the call. */
export function useProduct(id: string, enabled = true): ProductState {
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled || !id) return;
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    getProduct(id, ctrl.signal).then(
      (res) => {
        if (ctrl.signal.aborted) return;
        setState(res.ok ? { status: 'ready', product: res.data } : { status: 'missing', msg: res.msg });
      },
      () => {
        // aborted: a newer id or an unmount took over
      },
    );
    return () => ctrl.abort();
  }, [id, enabled]);
  return state;
}
