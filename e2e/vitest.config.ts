import { defineConfig } from 'vitest/config';

/** Browser journeys: Debian's Chromium driven by playwright-core against the built app and a real server. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One server and one browser per file; files run one after the other so the machine's two cores keep up.
    fileParallelism: false,
  },
});
