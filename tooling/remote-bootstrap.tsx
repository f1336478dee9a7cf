// Standalone mode for a slice's own team: the slice's pages in a bare page with the shared store,
// on its own port. One bootstrap for every remote: `@slice/app` is the building slice's src/app
// (tooling/webpack.mjs points it there), whose routes and standalone paths it mounts.
import 'bootstrap/dist/css/bootstrap.min.css';
// (how the shop's icons are drawn: the shell loads it for the whole page)
import '@storefront/shared/ui/icons.css';
import type { ComponentType } from 'react';
import { Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig, store } from '@storefront/shared';
// @ts-expect-error: resolved by webpack's alias to the building slice's src/app
import pagesOfSlice from '@slice/app/routes';
// @ts-expect-error: as above
import { STANDALONE_PATHS as pathsOfSlice } from '@slice/app/standalone-paths';

const pages = pagesOfSlice as Record<string, ComponentType | undefined>;
const paths = pathsOfSlice as Record<string, string[]>;

void loadRuntimeConfig('/runtime-config.json').then(() => {
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          {Object.entries(paths).flatMap(([page, at]) => {
            const Page = pages[page];
            return Page ? at.map((p) => <Route key={p} path={p} element={<Page />} />) : [];
          })}
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
});
