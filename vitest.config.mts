import { defineConfig } from 'vitest/config';

// Every package's unit, component and API tests in one run; each folder has its own config.
export default defineConfig({
  test: {
    projects: ['tooling', 'scripts', 'shared', 'shell', 'mf-catalogue', 'mf-product', 'mf-cart-checkout', 'mf-account', 'api'],
  },
});
