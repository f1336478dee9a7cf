// Temporary minimal chrome; the shell chrome work replaces it with the full header/footer.
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { cartCountAtom, cartTotalsAtom, chromeHiddenAtom, formatINR, signOut, userAtom } from '@storefront/shared';

export function Layout({ children }: { children: ReactNode }) {
  const hidden = useAtomValue(chromeHiddenAtom);
  const user = useAtomValue(userAtom);
  const count = useAtomValue(cartCountAtom);
  const totals = useAtomValue(cartTotalsAtom);
  const navigate = useNavigate();
  return (
    <div data-boundary="shell">
      {!hidden && (
        <header className="border-bottom p-2 d-flex gap-3 align-items-center">
          <Link to="/" className="fw-bold text-decoration-none">Storefront</Link>
          <span className="ms-auto" />
          {user ? (
            <span data-testid="user-menu">
              {user.name}{' '}
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => { signOut(); navigate('/signIn'); }}>
                Logout
              </button>
            </span>
          ) : (
            <Link to="/signIn" className="btn btn-success btn-sm">Sign In</Link>
          )}
          <Link to="/cart" aria-label={`Cart, ${count} items`}>{formatINR(totals.subtotal)} ({count})</Link>
        </header>
      )}
      <main>{children}</main>
      {!hidden && <footer className="border-top p-3 text-center">© 2024 Storefront</footer>}
    </div>
  );
}
