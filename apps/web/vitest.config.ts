import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/testing/setup.ts'],
    // One page and one module graph per worker, not per file: building jsdom, importing React and Mantine and
    // running the setup for each of 115 files was half the project's CPU time (ADR 180). The setup empties the
    // page after every test.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
    // The whole suite runs at once (server, browser journeys, web) on a small machine, where a screen's first
    // lazily loaded chunk can take seconds to transform: one generous ceiling for every test and every wait (a
    // passing wait ends as soon as it holds), rather than a longer wait here and there.
    testTimeout: 60_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
