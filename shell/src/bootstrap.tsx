import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@storefront/shared';
import { App } from './app/app';
import { applyRegistry, fetchRegistry } from './app/remotes';
import { earlyRegistry, earlyRuntimeConfig } from './early-requests';

async function start() {
  await loadRuntimeConfig(earlyRuntimeConfig);
  try {
    applyRegistry(await fetchRegistry(earlyRegistry));
  } catch (err) {
    // Without a registry every remote region shows its fallback; the chrome still works.
    console.error('[shell] could not read the remotes registry', err);
  }
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
