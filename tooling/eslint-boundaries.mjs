// The house's boundaries as a lint rule (ARCHITECTURE.md, "Who owns what"):
// - a slice never imports another slice's source, nor the shell's: it reaches another slice through a
//   federated module (`loadRemote('mf_product/QuickView')`, a string, not an import) or @storefront/shared;
// - the shell imports no remote;
// - @storefront/shared imports no slice and no shell (it is the contract they all depend on);
// - no browser package imports the API's source, and the API imports no browser package but the contract;
// - nothing imports the browser tests.
// Each import is resolved against the importing file, so `../lib/api` inside a slice is its own folder,
// while `../../../api/src/config` is the API.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Folder of each package at the root and the name it is published under in the workspace. */
export const PACKAGES = {
  shared: '@storefront/shared',
  shell: 'shell',
  'mf-catalogue': 'mf-catalogue',
  'mf-product': 'mf-product',
  'mf-cart-checkout': 'mf-cart-checkout',
  'mf-account': 'mf-account',
  api: 'api',
  e2e: 'e2e',
  tooling: '@storefront/tooling',
};
const SLICES = ['shell', 'mf-catalogue', 'mf-product', 'mf-cart-checkout', 'mf-account'];

/** Which packages each package may import (besides itself and third-party modules). */
export const ALLOWED = {
  shared: ['tooling'],
  shell: ['shared', 'tooling'],
  'mf-catalogue': ['shared', 'tooling'],
  'mf-product': ['shared', 'tooling'],
  'mf-cart-checkout': ['shared', 'tooling'],
  'mf-account': ['shared', 'tooling'],
  api: ['shared'],
  e2e: ['shared', 'tooling', ...SLICES, 'api'],
  // The remotes' one standalone bootstrap and the component tests' helpers mount the shared store.
  tooling: ['shared'],
};

const byName = new Map(Object.entries(PACKAGES).map(([folder, name]) => [name, folder]));

/** The package folder a file or import lands in, or null (outside the packages, or a third-party module). */
function packageOfPath(absPath) {
  const rel = relative(ROOT, absPath);
  if (rel.startsWith('..')) return null;
  const top = rel.split(sep)[0];
  return top in PACKAGES ? top : null;
}

function packageOfSpecifier(spec, fromFile) {
  if (spec.startsWith('.') || spec.startsWith('/')) return packageOfPath(resolve(dirname(fromFile), spec));
  const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
  return byName.get(name) ?? null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps slices, the shell, the shared contract and the API inside their boundaries' },
    schema: [],
    messages: {
      crossing:
        "{{from}} may not import {{to}} ('{{spec}}'): reach another slice through @storefront/shared or a federated module (ARCHITECTURE.md, \"Who owns what\").",
    },
  },
  create(context) {
    const from = packageOfPath(context.filename);
    if (!from) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const to = packageOfSpecifier(spec, context.filename);
      if (!to || to === from || ALLOWED[from].includes(to)) return;
      context.report({ node, messageId: 'crossing', data: { from, to, spec } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression: (node) => {
        const isRequire = node.callee.type === 'Identifier' && node.callee.name === 'require';
        const isMock = node.callee.type === 'MemberExpression' && node.callee.object.name === 'vi' && ['mock', 'doMock'].includes(node.callee.property?.name);
        const arg = node.arguments[0];
        if ((isRequire || isMock) && arg?.type === 'Literal') check(arg, arg.value);
      },
    };
  },
};

export default { rules: { imports: rule } };
