import { defineConfig } from 'vitest/config';

/**
 * Browser journeys, the layout check of every screen among them (issue 30): Debian's Chromium driven by
 * playwright-core against the built app and a real server.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // A ceiling against a hang, not a measure: the longest journey (dispatch, six steps) took over 90 s on a
    // two-core machine under a load of 20, and CI machines vary fourfold in speed.
    testTimeout: 180_000,
    // The ceiling of every poll, as the pages' waits (support/browser.ts).
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 120_000,
    // One server for the run (global set-up) and one browser per file; files run one after the other, since
    // they share the server's data. Vitest runs them after every other file (ADR 209): a journey keeps both
    // cores busy.
    fileParallelism: false,
    // Within a file, tests run one at a time unless marked concurrent: the layout journey checks its screens in
    // this many pages at once (LAYOUT_PAGES, ADR 141), the rest of the journeys in turn.
    maxConcurrency: Math.max(1, Number(process.env.LAYOUT_PAGES) || 3),
  },
});
