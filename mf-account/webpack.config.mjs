import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sliceConfig } from '@storefront/tooling/webpack';

export default sliceConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mf_account',
  port: 3004,
  exposes: { './routes': './src/app/routes.tsx' },
});
