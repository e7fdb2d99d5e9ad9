import { defineConfig } from 'vitest/config';

// Run from the repository root: `npm run test:real-agents`. One file, one service, one adapter; the
// agents start once (`process: reuse`) and each case is a new session.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['e2e/real-agents/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
