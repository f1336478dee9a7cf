import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { ROUTES, type ShellPageName } from '../../app/route-table';

// The static pages are text the home page never needs: they load on first visit, all in one small
// chunk (the shared chunk name makes webpack put them together).
const AboutUs = lazy(() =>
  import(/* webpackChunkName: "shell-static-pages" */ './components/about-us').then((m) => ({ default: m.AboutUs })),
);
const TermsConditions = lazy(() =>
  import(/* webpackChunkName: "shell-static-pages" */ './components/terms-conditions').then((m) => ({ default: m.TermsConditions })),
);
const PrivacyPolicy = lazy(() =>
  import(/* webpackChunkName: "shell-static-pages" */ './components/privacy-policy').then((m) => ({ default: m.PrivacyPolicy })),
);
const RefundPolicy = lazy(() =>
  import(/* webpackChunkName: "shell-static-pages" */ './components/refund-policy').then((m) => ({ default: m.RefundPolicy })),
);
const Contact = lazy(() =>
  import(/* webpackChunkName: "shell-static-pages" */ './components/contact').then((m) => ({ default: m.Contact })),
);
const ChooseLocation = lazy(() =>
  import(/* webpackChunkName: "shell-static-pages" */ './components/choose-location').then((m) => ({ default: m.ChooseLocation })),
);

function Loading() {
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-success" aria-hidden="true" />
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** The component of each of the shell's pages in the route table (a page missing here fails the typecheck). */
const SHELL_PAGES: Record<ShellPageName, ComponentType> = { AboutUs, TermsConditions, PrivacyPolicy, RefundPolicy, Contact, ChooseLocation };

/** The shell's own pages of the route table (about, terms, privacy, refund, contact), as <Route> elements. */
export function StaticRoutes() {
  return (
    <>
      {ROUTES.filter((r) => r.owner === 'shell').map((r) => {
        const Page = SHELL_PAGES[r.page as ShellPageName];
        return <Route key={r.path} path={r.path} element={<Lazy><Page /></Lazy>} />;
      })}
    </>
  );
}
