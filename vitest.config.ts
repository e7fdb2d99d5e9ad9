import { configDefaults, defineConfig } from 'vitest/config';

// Suites that run alone (and in .ci/run), each of them seconds to minutes of real servers: the
// console's browser suite (Chromium, `npm run test:web`), the PostgreSQL store on an embedded server
// (`npm run test:postgres`) and three service processes on one PostgreSQL (`npm run test:multiprocess`).
// `npm test` runs everything else: 100-120 s on an idle 2-core machine (104 s and, in the CI
// rehearsal, 121 s on 2026-12-05), most of it the catalogue's proofs over the whole corpus, which
// grow with it.
const suites: Record<string, string[]> = {
  RECOURSE_BROWSER_TESTS: ['test/web/**/*.test.ts'],
  RECOURSE_POSTGRES_TESTS: ['test/persistence/postgres*.test.ts'],
  RECOURSE_MULTIPROCESS_TESTS: ['test/multiprocess/**/*.test.ts'],
};
const chosen = Object.entries(suites).find(([flag]) => process.env[flag] === '1');
const alone = chosen ? chosen[1] : null;

export default defineConfig({
  test: {
    include: alone ?? ['test/**/*.test.ts'],
    exclude: alone ? configDefaults.exclude : [...configDefaults.exclude, ...Object.values(suites).flat()],
    pool: 'forks',
    // Vitest's default is one worker less than the cores: on a 2-core machine every file would run
    // one after another, idle while a test waits on a child process, a socket or fsync.
    maxWorkers: 2,
    // Files share their worker's module cache: the catalogue, the machines and the server load once
    // per worker, not once per file (108 s to 43 s on 2 idle cores; every test passes either way).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
