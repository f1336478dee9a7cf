// Standalone mode for the slice's own team: the slice's pages in a bare page with the shared
// store, on its own port. In the shop, the shell loads './routes' instead.
import 'bootstrap/dist/css/bootstrap.min.css';
import { Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig, store } from '@storefront/shared';
import pages from './app/routes';
import { STANDALONE_PATHS } from './app/standalone-paths';

void loadRuntimeConfig('/runtime-config.json').then(() => {
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          {Object.entries(STANDALONE_PATHS).flatMap(([page, paths]) => {
            const Page = pages[page];
            return Page ? paths.map((p) => <Route key={p} path={p} element={<Page />} />) : [];
          })}
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
});
