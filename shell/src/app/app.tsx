import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'jotai';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RenderDataContext, store as pageStore, watchSession, type RenderData } from '@storefront/shared';
import { Layout } from '../features/layout/components/layout';
import { StaticRoutes } from '../features/static-pages/static-routes';
import { NotFound } from '../features/static-pages/components/not-found';
import { LinkPreloader } from './link-preloader';
import { RegionsContext, RemotePage, type Regions } from './remote-page';
import { REMOTE_ROUTES } from './route-table';
import { DocumentTitle } from './document-title';
import { ScrollToTop } from './scroll-to-top';
import { ServerPageLeft } from './server-page-left';

type Store = typeof pageStore;

export interface AppProps {
  /** The page's store in the browser; a store of its own per request on the server. */
  store?: Store;
  /** The server's router (a static one at the request's URL); the browser's by default. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** Set when the page was (or is being) rendered on the server. */
  renderData?: RenderData | null;
  /** What the server rendered in each remote's region. */
  regions?: Regions | null;
  /** The browser has hydrated the server's page. */
  onHydrated?: () => void;
}

function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return null;
}

/** The page's shopper follows a session changed in another tab or on another device (watchSession). */
function SessionWatch() {
  useEffect(() => watchSession(), []);
  return null;
}

/**
 * The browser's router. Its moves are transitions (react-router's v7_startTransition): a tap on a
 * link while a part of the server's page is still hydrating lets React finish hydrating that part
 * before it renders the new page. As a plain update, the move reached a part not yet hydrated,
 * which React then threw away and rendered afresh in the browser (its error 421).
 */
function ShopRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter future={{ v7_startTransition: true }}>{children}</BrowserRouter>;
}

export function App({ store = pageStore, Router = ShopRouter, renderData = null, regions = null, onHydrated }: AppProps) {
  return (
    <RenderDataContext.Provider value={renderData}>
      <RegionsContext.Provider value={regions}>
        <Provider store={store}>
          <Router>
            <ScrollToTop />
            <DocumentTitle />
            <SessionWatch />
            <LinkPreloader />
            <Layout>
              <Routes>
                {REMOTE_ROUTES.map((r) => (
                  // Keyed by remote: moving to another slice's page starts that region afresh (never
                  // one slice's pages asked for another's page).
                  <Route key={r.path} path={r.path} element={<RemotePage key={r.owner} remote={r.owner} page={r.page} />} />
                ))}
                {StaticRoutes()}
                <Route path="*" element={<NotFound />} />
              </Routes>
            </Layout>
            <Hydrated onHydrated={onHydrated} />
            <ServerPageLeft />
          </Router>
        </Provider>
      </RegionsContext.Provider>
    </RenderDataContext.Provider>
  );
}
