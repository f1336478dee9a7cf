import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sliceConfig } from '@storefront/tooling/webpack';

export default sliceConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mf_catalogue',
  port: 3001,
  exposes: {
    './routes': './src/app/routes.tsx',
    './ProductCard': './src/app/product-card.tsx',
    './ProductSlider': './src/app/product-slider.tsx',
  },
});
