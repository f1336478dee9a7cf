import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './tooling/eslint-boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.federation/**', 'api/data/**', 'api/uploads/**', 'api/outbox/**', 'test-results/**', 'e2e/artifacts/**', '.tools/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['{shared,shell,mf-catalogue,mf-product,mf-cart-checkout,mf-account}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The house's boundaries: which package may import which (tooling/eslint-boundaries.mjs).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { house: boundaries },
    rules: { 'house/imports': 'error' },
  },
  {
    // The API reads the contract and the rule book only, never the browser half of the package.
    files: ['api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@storefront/shared', message: "Import '@storefront/shared/contract', '/rules' or '/types': the package root carries React and the store." }],
        },
      ],
    },
  },
  {
    // The contract and the rule book stay plain: any package (the API too) may import them.
    files: ['shared/src/rules/**/*.ts', 'shared/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'jotai', 'react-router-dom'],
          patterns: [{ regex: '^\\.\\./(?!rules/|contract/)', message: 'The contract and the rules import only each other (and zod).' }],
        },
      ],
    },
  },
  {
    // The rule book has no schemas either: the browser takes what it uses without zod.
    files: ['shared/src/rules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ['zod', 'react', 'react-dom', 'jotai', 'react-router-dom'], patterns: [{ regex: '^\\.\\./', message: 'The rule book imports nothing outside itself.' }] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
