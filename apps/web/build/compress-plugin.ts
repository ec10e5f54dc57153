import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Text formats only: png/jpg/webp/woff2 are compressed already, and nobody downloads source maps
// often enough to pay for them.
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
// Below this a compressed reply saves less than its headers and a round of the CPU cost.
const minBytes = 1024;

/** Bytes written beside the uncompressed files (`.br`, `.gz`), for the build's summary line. */
export type Written = { files: number; brotli: number; gzip: number };

/**
 * Writes `<file>.br` and `<file>.gz` when each is smaller than the file; removes a sibling left
 * by an earlier build otherwise, since the server would serve it in place of the new file.
 */
export async function compressFile(file: string): Promise<Written> {
  const source = await readFile(file);
  const big = source.length >= minBytes;
  const [br, gz] = big
    ? await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            // 10, not 11: 11 makes every build much slower for barely smaller files (decision 0028).
            [constants.BROTLI_PARAM_QUALITY]: 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipped(source, { level: 9 }),
      ])
    : [];
  const written: Written = { files: 0, brotli: 0, gzip: 0 };
  for (const [suffix, data] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (data && data.length < source.length) {
      await writeFile(file + suffix, data);
      written[suffix === '.br' ? 'brotli' : 'gzip'] += data.length;
      written.files = 1;
    } else await rm(file + suffix, { force: true });
  }
  return written;
}

/** Compresses every compressible file under `dir`, a few at a time (zlib runs on libuv's pool). */
export async function compressDir(
  dir: string,
  concurrency = availableParallelism(),
): Promise<Written> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  // Largest last, as workers pop: starting the few big chunks first keeps one of them from being
  // compressed alone at the end while the other cores idle.
  const sizes = new Map(
    await Promise.all(files.map(async (f) => [f, (await stat(f)).size] as const)),
  );
  const queue = files.sort((a, b) => (sizes.get(a) ?? 0) - (sizes.get(b) ?? 0));
  const total: Written = { files: 0, brotli: 0, gzip: 0 };
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const one = await compressFile(file);
      total.files += one.files;
      total.brotli += one.brotli;
      total.gzip += one.gzip;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return total;
}

/**
 * Server mode's build: brotli and gzip copies of the text files, made once here so the server
 * never compresses a static file per request (apps/api/src/web-app.ts serves them).
 */
export function precompress(enabled: boolean): Plugin {
  let outDir = '';
  let info: (message: string) => void = () => {};
  return {
    name: 'beacon-precompress',
    apply: (_config, { command }) => enabled && command === 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      info = (message) => config.logger.info(message);
    },
    // After every other plugin's closeBundle, in case one of them still writes into outDir.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const started = performance.now();
        const { files, brotli, gzip } = await compressDir(outDir);
        const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
        const ms = (performance.now() - started).toFixed(0);
        info(`precompressed ${files} files (br ${kB(brotli)}, gzip ${kB(gzip)}) in ${ms} ms`);
      },
    },
  };
}
