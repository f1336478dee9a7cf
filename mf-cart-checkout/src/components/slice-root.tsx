import type { ComponentType } from 'react';
import { RequireSignIn } from '@storefront/shared/ui/require-sign-in';
import { sliceRoot } from '@storefront/shared/ui/slice-root';

export const SliceRoot = sliceRoot('mf-cart-checkout');

/** One of this slice's pages (cart, checkout, orders): for signed-in shoppers only, in the slice's region. */
export function signedInPage(Screen: ComponentType) {
  return function SignedInPage() {
    return (
      <SliceRoot className="container py-4">
        <RequireSignIn>
          <Screen />
        </RequireSignIn>
      </SliceRoot>
    );
  };
}
