import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
// The page's one store: through the package name, so a slice's bundle uses the shared singleton.
import { isLoggedInAtom } from '@storefront/shared';

/**
 * Pages for signed-in shoppers only (cart, checkout, orders, My Account, My List): a visitor is
 * sent to /signIn. It follows the store, so a sign-out elsewhere leaves the page at once.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  return useAtomValue(isLoggedInAtom) ? <>{children}</> : <Navigate to="/signIn" replace />;
}
