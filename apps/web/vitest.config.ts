import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

const folder = new URL('.', import.meta.url).pathname;

/**
 * The test files that replace a module (`vi.mock`). Vitest keeps a module mocked for the rest of a worker
 * that shares its modules, so these run in a project of their own, `web-mocks`, each file isolated (ADR 134).
 */
export const moduleMockingFiles = readdirSync(`${folder}src`, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => `src/${path}`)
  .filter((path) => /\bvi\.(mock|doMock)\(/.test(readFileSync(`${folder}${path}`, 'utf8')))
  .sort();

/** What both web projects share: React, jsdom, the set-up file and clean mocks and globals after each test. */
export const webTest = {
  environment: 'jsdom',
  setupFiles: ['src/testing/setup.ts'],
  unstubGlobals: true,
  restoreMocks: true,
  testTimeout: 20_000,
};

export default defineProject({
  plugins: [react()],
  test: {
    ...webTest,
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, ...moduleMockingFiles],
    // The files of a worker share one jsdom and one module graph (ADR 134): building jsdom and importing React,
    // Mantine and the app once per worker rather than once per file takes two fifths off the web tests' CPU
    // time. Each file still starts clean: setup.ts empties storage before each test and the DOM after it, and
    // spies and stubbed globals are given back after each test.
    isolate: false,
  },
});
