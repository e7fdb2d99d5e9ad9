import { configDefaults, defineConfig } from 'vitest/config';

// Suites that run alone (and in .ci/run): the console's browser suite (test/web/, Chromium,
// `npm run test:web`) and three service processes on one PostgreSQL (test/multiprocess/,
// `npm run test:multiprocess`).
const alone =
  process.env['RECOURSE_BROWSER_TESTS'] === '1'
    ? 'test/web'
    : process.env['RECOURSE_MULTIPROCESS_TESTS'] === '1'
      ? 'test/multiprocess'
      : null;

export default defineConfig({
  test: {
    include: alone ? [`${alone}/**/*.test.ts`] : ['test/**/*.test.ts'],
    exclude: alone
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'test/web/**', 'test/multiprocess/**'],
    pool: 'forks',
    // Vitest's default is one worker less than the cores: on a 2-core machine every file would run
    // one after another, idle while a test waits on a child process, a socket or fsync.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
