import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The browser gets Preact's React-compatible renderer instead of react-dom (ADR 0047): about 50 KB less on the
 * wire for every screen. Exact keys, so `react-i18next` or `@tanstack/react-query` are not caught by `react`.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

/** Libraries the signed-in application loads before its first screen, whichever screen that is. */
const SHELL_LIBRARIES = new RegExp(
  `node_modules[\\\\/](${[
    'preact',
    'react-router',
    '@tanstack[\\\\/](react-query|query-core)',
    'react-i18next',
    '@mantine[\\\\/]hooks',
    '@floating-ui',
    'react-transition-group',
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
            // What the console's shell needs before any screen: one chunk compresses better than the dozen
            // small ones automatic splitting makes of them, and costs one request.
            { name: 'shell', test: SHELL_LIBRARIES, priority: 1 },
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
