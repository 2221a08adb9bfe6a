import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; source maps are only fetched by developer tools, so they stay as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/**
 * Below this a compressed copy saves less than the headers it costs. The walk to the board downloads dozens of
 * small shared chunks of 0.3–1 KB, which brotli still shrinks by about 40% (ADR 0047).
 */
const MIN_BYTES = 256;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text file of the build, once, so the
 * server sends them as they are (`@fastify/static` `preCompressed`) instead of compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'curbside:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // A copy no smaller than the file would only cost the Content-Encoding header.
          await Promise.all([
            br.length < content.length ? writeFile(`${path}.br`, br) : undefined,
            gz.length < content.length ? writeFile(`${path}.gz`, gz) : undefined,
          ]);
        }),
      );
    },
  };
}
