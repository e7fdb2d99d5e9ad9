import { configDefaults, defineConfig } from 'vitest/config';

// The console's browser suite (test/web/, Chromium) runs alone: `npm run test:web` (and .ci/run).
const browser = process.env['RECOURSE_BROWSER_TESTS'] === '1';

export default defineConfig({
  test: {
    include: browser ? ['test/web/**/*.test.ts'] : ['test/**/*.test.ts'],
    exclude: browser ? configDefaults.exclude : [...configDefaults.exclude, 'test/web/**'],
    pool: 'forks',
    // Vitest's default is one worker less than the cores: on a 2-core machine every file would run
    // one after another, idle while a test waits on a child process, a socket or fsync.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
