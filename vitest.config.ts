import { defineConfig } from 'vitest/config';

/**
 * One test run for the whole repository. The server's integration tests run on PGlite always, and a second
 * time on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    // A file whose every test needs PostgreSQL itself (`*.postgres.test.ts`) is not defined on PGlite at all,
    // rather than skipped there (ADR 133; `testing/on-postgres.ts` does the same for single suites).
    exclude: env.TEST_DB_KIND === 'pglite' ? ['src/**/*.postgres.test.ts'] : [],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files of a worker share its modules (each file still has its own database, ports and folders, ADR 44):
    // importing the server and compiling PGlite's WebAssembly once per worker rather than once per file halves
    // the server tests' CPU time (ADR 78).
    isolate: false,
    env,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, so every file ran in
    // turn. Two keep both cores busy while a file waits on PostgreSQL. The journeys go one at a time
    // (e2e/vitest.config.ts), which Vitest does only after every other file (ADR 209).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      serverProject('server-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', { TEST_DB_KIND: 'postgres' })]
        : []),
      'apps/web',
      'e2e',
    ],
  },
});
