import { Provider } from 'jotai';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { store } from '@storefront/shared';
import { Layout } from '../features/layout/components/layout';
import { StaticRoutes } from '../features/static-pages/static-routes';
import { NotFound } from '../features/static-pages/components/not-found';
import { LinkPreloader } from './link-preloader';
import { RemotePage } from './remote-page';
import { REMOTE_ROUTES } from './route-table';
import { ScrollToTop } from './scroll-to-top';

export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <ScrollToTop />
        <LinkPreloader />
        <Layout>
          <Routes>
            {REMOTE_ROUTES.map((r) => (
              <Route key={r.path} path={r.path} element={<RemotePage remote={r.remote} page={r.page} />} />
            ))}
            {StaticRoutes()}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Layout>
      </BrowserRouter>
    </Provider>
  );
}
