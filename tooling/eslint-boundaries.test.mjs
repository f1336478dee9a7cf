// The lint step holds the house: an import across a boundary fails `eslint`, with the repository's config.
import { ESLint } from 'eslint';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function crossings(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'house/imports').map((m) => m.message);
}

describe('lint holds the boundaries', () => {
  it.each([
    ['a slice imports another slice', 'mf-catalogue/src/features/home/x.tsx', "import { X } from '../../../../mf-product/src/app/routes';"],
    ['a slice imports another slice by name', 'mf-account/src/x.ts', "import x from 'mf-cart-checkout/src/app/routes';"],
    ['a slice imports the shell', 'mf-product/src/x.ts', "import { Logo } from '../../shell/src/components/logo';"],
    ['the shell imports a remote', 'shell/src/app/x.ts', "const m = await import('../../../mf-catalogue/src/app/routes');"],
    ['the shared package imports a slice', 'shared/src/x.ts', "export * from '../../mf-account/src/app/routes';"],
    ['a browser package imports the API', 'mf-cart-checkout/src/x.ts', "import { loadConfig } from '../../api/src/config';"],
    ['the shared package imports the API', 'shared/src/x.ts', "import { buildApp } from 'api/src/app';"],
    ['the API imports a slice', 'api/src/x.ts', "import routes from '../../mf-catalogue/src/app/routes';"],
    ['a test mocks another slice', 'mf-product/src/x.test.tsx', "vi.mock('../../mf-catalogue/src/app/product-card', () => ({}));"],
  ])('%s: fails', async (_what, file, code) => {
    expect(await crossings(file, code)).toHaveLength(1);
  });

  it.each([
    ['a slice imports its own folders (even one named api)', 'mf-catalogue/src/features/home/x.tsx', "import { a } from '../../lib/api';\nimport { b } from './y';"],
    ['a slice imports the shared contract', 'mf-product/src/x.ts', "import { store } from '@storefront/shared';"],
    ['the API imports the shared contract', 'api/src/x.ts', "import { TAX_RATE } from '@storefront/shared';"],
    ['a slice loads another through federation', 'mf-catalogue/src/x.ts', "const qv = loadModule('mf_product/QuickView');"],
    ['browser tests reach every package', 'e2e/tests/x.spec.ts', "import { a } from '../../shared/src/index';\nimport { b } from '../../api/src/config';"],
  ])('%s: passes', async (_what, file, code) => {
    expect(await crossings(file, code)).toEqual([]);
  });
});
