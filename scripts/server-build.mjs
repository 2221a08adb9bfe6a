import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { builtSince } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
export const serverEntry = join(root, 'apps/server/dist/main.js');
/**
 * Node's flags for the compiled server, wherever it runs (start, the journeys, the load bench): stack traces
 * name the TypeScript source; `gc` lets the server give back a burst's garbage once requests stop (ADR 160).
 */
export const serverNodeFlags = Object.freeze(['--enable-source-maps', '--expose-gc']);

/**
 * The compiled server's environment: `env` over the C library's allocator settings (ADR 187), which it reads only as
 * the process starts. Left to itself, glibc raises its threshold for serving a large block from a mapping of its
 * own each time such a block is freed, so after a burst the answers' buffers (a board's answer is 200 kB) come
 * from its heap instead, and what a burst spread there stays resident (the embedded server at rest: 434–482 MiB
 * against 361). A fixed threshold keeps blocks of 128 kB and more in mappings given back when freed. A setting
 * of the operator's own in `env` wins.
 */
export const serverEnvironment = (env) => ({ MALLOC_MMAP_THRESHOLD_: String(128 * 1024), ...env });

/**
 * The project's own TypeScript (the server and the packages it imports, which export their source) compiled
 * into JavaScript modules (the entry and its chunks); every npm dependency stays an import of node_modules. `import.meta.url` and
 * `import.meta.dirname` keep naming the source file they were written in, so the files found beside the
 * source (the migrations, the built web app) are found from the compiled module too.
 */
const sourceMeta = {
  name: 'source-import-meta',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(join(path, '..')));
      return { contents, loader: 'ts' };
    });
  },
};

const bareNpmImport = {
  name: 'npm-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@curbside/') ? undefined : { path, external: true },
    );
  },
};

/** Compiles the server when it never was, or when its sources or the shared packages changed since. */
export async function ensureServerBuild() {
  if (
    builtSince(serverEntry, [
      'apps/server/src',
      'packages/contract/src',
      'packages/domain/src',
      'packages/db/src',
    ])
  ) {
    return;
  }
  process.stdout.write('Compiling the server...\n');
  rmSync(dirname(serverEntry), { recursive: true, force: true });
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outdir: dirname(serverEntry),
    // The server proper (`serve.ts`, imported only where it runs) in chunks of their own: a cluster's primary
    // (ADR 163) loads the entry and the supervisor alone.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [bareNpmImport, sourceMeta],
  });
}

// `node scripts/server-build.mjs` (`npm run build`): compile now if the sources changed.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await ensureServerBuild();
