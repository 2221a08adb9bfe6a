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
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
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
