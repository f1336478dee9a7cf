import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { isLoggedInAtom } from '@storefront/shared';

/** Cart, checkout and orders are for signed-in shoppers; visitors are sent to /signIn. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? <>{children}</> : <Navigate to="/signIn" replace />;
}
