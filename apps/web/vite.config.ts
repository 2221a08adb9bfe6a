import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The browser gets Preact's React-compatible renderer instead of react-dom (ADR 0047): about 50 KB less on the
 * wire for every screen. Exact keys, so `react-i18next` or `@tanstack/react-query` are not caught by `react`.
 */
export const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

/** The libraries of the console's shell and its screens (renderer, router, queries, Mantine, icons...). */
const SHELL_LIBRARY = new RegExp(
  `node_modules[\\\\/](${[
    'preact',
    'react-router',
    '@tanstack[\\\\/](react-query|query-core)',
    'react-i18next',
    '@mantine[\\\\/](core|hooks)',
    '@tabler',
    '@floating-ui',
    'react-remove-scroll',
    'react-remove-scroll-bar',
    'react-style-singleton',
    'use-callback-ref',
    'use-sidecar',
    'get-nonce',
    'use-sync-external-store',
    'clsx',
    'tslib',
  ].join('|')})[\\\\/]`,
);
/**
 * Pieces only list screens draw (the table's pager and its loading overlay): more than 50 chunks share them once
 * every list screen is a CrudScreen, but the walk to the board never draws them, so they stay with the lists.
 */
const LIST_SCREEN_LIBRARY = /[\\/](Pagination|LoadingOverlay|use-pagination)[\\/]/;
/**
 * The number input and its formatter (about 80 KB before compression): every form with a number or a time of day
 * draws it, so more than 60 chunks share it, but the walk to the board never does, so it stays with the forms.
 */
const FORM_LIBRARY = /[\\/](NumberInput[\\/]|react-number-format[\\/])/;
const isShellLibrary = (id: string) =>
  SHELL_LIBRARY.test(id) && !LIST_SCREEN_LIBRARY.test(id) && !FORM_LIBRARY.test(id);
/**
 * A library module joins the shell chunk when at least this many lazily loaded chunks (about 90 screens and
 * dialogs) import it; rarer ones (a date picker, a number input) stay with the screens that use them. 40 was
 * the best of the values measured on the walk to the board (ADR 0047) with about 90 chunks; with about 110,
 * 50 was; with about 130, 60 is (e2e/journeys/bytes.test.ts has the figures).
 */
const SHELL_SHARED_BY = 60;

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), precompress()],
  resolve: { alias: preactCompat },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every screen stays its own chunk; only the libraries below are grouped (ADR 0047).
          groups: [
            // The sign-in page's one library, alone so that page does not download the application's.
            { name: 'i18n', test: /node_modules[\\/]i18next[\\/]/, priority: 2 },
            // The libraries most screens share, in one chunk: it compresses better than the dozens of small
            // chunks automatic splitting makes of them (each screen's own set of Mantine pieces).
            { name: 'shell', test: isShellLibrary, minShareCount: SHELL_SHARED_BY, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
