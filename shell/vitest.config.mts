import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'], setupFiles: ['../tooling/vitest-setup.ts'], css: false },
});
