import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sliceConfig } from '@storefront/tooling/webpack';

export default sliceConfig({ dir: dirname(fileURLToPath(import.meta.url)), name: 'shell', port: 3000, isShell: true });
