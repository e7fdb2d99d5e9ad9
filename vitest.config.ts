import { configDefaults, defineConfig } from 'vitest/config';

// The console's browser suite (test/web/, Chromium) runs alone: `npm run test:web` (and .ci/run).
const browser = process.env['RECOURSE_BROWSER_TESTS'] === '1';

export default defineConfig({
  test: {
    include: browser ? ['test/web/**/*.test.ts'] : ['test/**/*.test.ts'],
    exclude: browser ? configDefaults.exclude : [...configDefaults.exclude, 'test/web/**'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
