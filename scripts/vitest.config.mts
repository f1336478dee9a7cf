import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'scripts', environment: 'node', include: ['release/*.test.mjs'], testTimeout: 120_000 },
});
