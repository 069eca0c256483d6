import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Below this size the saved bytes do not pay for an extra file and a second lookup. */
export const MIN_BYTES = 1024;

/** Every file under `dir`, recursively, as paths relative to nothing (absolute if `dir` is). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

export interface CompressedFile {
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file larger than MIN_BYTES. Maximum
 * settings: this runs once per build, and the server then sends the bytes without compressing per request.
 */
export async function precompressDirectory(dir: string): Promise<CompressedFile[]> {
  const files = (await listFiles(dir)).filter((path) => COMPRESSIBLE.test(path));
  const written = await Promise.all(
    files.map(async (path): Promise<CompressedFile | undefined> => {
      if ((await stat(path)).size <= MIN_BYTES) return undefined;
      const bytes = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      return { path, raw: bytes.length, gzip: gz.length, brotli: br.length };
    }),
  );
  return written.filter((file) => file !== undefined);
}

/**
 * Vite plugin: pre-compresses the finished build. It runs in `closeBundle` so that files copied from
 * public/ and written by other plugins (the service worker, the manifest) are included too.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      // resolve, not join: an absolute --outDir must stay absolute.
      outDir = resolve(config.root, config.build.outDir);
    },
    // Sequential and last: the service worker plugin writes combined-sw.js in its own closeBundle.
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = await precompressDirectory(outDir);
        this.info(`pre-compressed ${files.length} files (brotli and gzip)`);
      },
    },
  };
}
