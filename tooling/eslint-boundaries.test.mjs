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
    ['the API imports the shared contract', 'api/src/x.ts', "import { TAX_RATE } from '@storefront/shared/rules';"],
    ['a slice loads another through federation', 'mf-catalogue/src/x.ts', "const qv = loadModule('mf_product/QuickView');"],
    ['browser tests reach every package', 'e2e/tests/x.spec.ts', "import { a } from '../../shared/src/index';\nimport { b } from '../../api/src/config';"],
  ])('%s: passes', async (_what, file, code) => {
    expect(await crossings(file, code)).toEqual([]);
  });
});

describe('the contract and the rule book stay importable by the API', () => {
  async function restricted(file, code) {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it.each([
    ['the API imports the package root (React and the store)', 'api/src/x.ts', "import { store } from '@storefront/shared';"],
    ['the rule book imports zod', 'shared/src/rules/x.ts', "import { z } from 'zod';"],
    ['the rule book imports the store', 'shared/src/rules/x.ts', "import { cartItemsAtom } from '../store';"],
    ['the contract imports jotai', 'shared/src/contract/x.ts', "import { atom } from 'jotai';"],
    ['the contract imports the API client', 'shared/src/contract/x.ts', "import { api } from '../api';"],
  ])('%s: fails', async (_what, file, code) => {
    expect(await restricted(file, code)).toHaveLength(1);
  });

  it.each([
    ['the API imports the contract, the rules and the types', 'api/src/x.ts', "import { cartItemSchema } from '@storefront/shared/contract';\nimport { TAX_RATE } from '@storefront/shared/rules';\nimport type { Order } from '@storefront/shared/types';"],
    ['the contract imports zod and the rules', 'shared/src/contract/x.ts', "import { z } from 'zod';\nimport { MAX_QUANTITY } from '../rules/limits';\nimport { entity } from './common';"],
    ['a rule imports another rule', 'shared/src/rules/x.ts', "import { STOCK_EXCEEDED } from './messages';"],
  ])('%s: passes', async (_what, file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});
