import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const PATH = 'assets/data/demo-db.tar.gz';
const apiDir = join(import.meta.dirname, '../../api');

/** Builds the seeded database image with the API's own code (apps/api/src/mock/seed-image-cli.ts). */
async function buildImage(out: string): Promise<Buffer> {
  mkdirSync(dirname(out), { recursive: true });
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/mock/seed-image-cli.ts', out],
    {
      cwd: apiDir,
    },
  );
  return readFileSync(out);
}

/**
 * Mock mode only: ships `/assets/data/demo-db.tar.gz`, a migrated and seeded PGlite data
 * directory, so a first visit restores it instead of running initdb and the seed in the browser.
 */
export function mockImage(enabled: boolean): Plugin {
  let image: Promise<Buffer> | null = null;
  const cacheFile = join(import.meta.dirname, '../node_modules/.cache/beacon', 'demo-db.tar.gz');
  return {
    name: 'beacon-mock-image',
    apply: () => enabled,
    buildStart() {
      image ??= buildImage(cacheFile);
    },
    configureServer(server) {
      image ??= buildImage(cacheFile);
      image.catch((error: unknown) =>
        server.config.logger.error(`demo database image: ${String(error)}`),
      );
      server.middlewares.use(`/${PATH}`, (_req, res, next) => {
        // Until the image is ready the worker gets a 404 and runs initdb and the seed itself.
        image?.then(
          (bytes) => {
            res.setHeader('content-type', 'application/gzip');
            res.end(bytes);
          },
          () => next(),
        );
      });
    },
    async generateBundle() {
      if (image) this.emitFile({ type: 'asset', fileName: PATH, source: await image });
    },
  };
}
