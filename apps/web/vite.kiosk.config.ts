import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { preactCompat } from './vite.config.ts';

/**
 * The lobby kiosk's own build (ADR 0079): one entry (`kiosk.html`) with Preact and the kiosk's screens only, no
 * console shell, no Mantine, no router. A build of its own rather than a second input of the console's, so the
 * console's shared shell chunk (which holds Preact with Mantine) can never become the kiosk's download. It writes
 * into the console's `dist` after the console's build, keeping what that wrote.
 */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), precompress()],
  resolve: { alias: preactCompat },
  // The version the kiosk reports in its heartbeat, which the console shows beside the kiosk.
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: { input: { kiosk: fileURLToPath(new URL('./kiosk.html', import.meta.url)) } },
  },
});
