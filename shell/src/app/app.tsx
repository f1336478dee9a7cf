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

export function App({ store = pageStore, Router = BrowserRouter, renderData = null, regions = null, onHydrated }: AppProps) {
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
