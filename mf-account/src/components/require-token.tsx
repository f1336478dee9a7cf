import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { tokenAtom } from '@storefront/shared';

/**
 * My Account and My List need a signed-in shopper: without a token they send the visitor to
 * /signIn. It follows the store, so a logout elsewhere leaves the page at once.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  if (!token) return <Navigate to="/signIn" replace />;
  return <>{children}</>;
}
