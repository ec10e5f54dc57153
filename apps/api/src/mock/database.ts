import { PGlite } from '@electric-sql/pglite';
import type { MockDatabase, MockDatabaseOptions } from './types';
import { MockIdbFs, MockMemoryFs } from './fs';
import { gunzipped } from './image';
import type { StoredDatabase } from './store';
import { pgliteExtensions } from '../db/pglite-extensions';

/**
 * PGlite's defaults, plus: 16 MB of shared buffers, not 128 (the demo database is ~15 MB, the
 * files are in memory anyway, and setting up 128 MB cost ~0.2 s of every start); and no recycled
 * WAL segments, which IndexedDB would store and a start would read back for nothing.
 */
const startParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'wal_recycle=off'],
];

/** Opens the mock's database: the one in IndexedDB, else the seeded image, else a new one. */
export async function startMockDatabase(
  options: MockDatabaseOptions & { dataDir: string },
  stored?: Promise<StoredDatabase>,
): Promise<MockDatabase> {
  const { dataDir, seedImage } = options;
  const fs = dataDir.startsWith('idb://')
    ? new MockIdbFs(dataDir.slice('idb://'.length), seedImage, stored)
    : new MockMemoryFs(seedImage);
  const [pgliteWasmModule, fsBundle] = await Promise.all([
    options.wasmModule,
    options.fsBundle?.then(gunzipped),
  ]);
  performance.mark('beacon:worker:pglite-create');
  const client = await PGlite.create({
    fs,
    extensions: pgliteExtensions,
    pgliteWasmModule,
    fsBundle,
    startParams,
  });
  performance.mark('beacon:worker:pglite-created');
  return {
    client,
    flush: () =>
      fs instanceof MockIdbFs ? fs.copy((read) => client.runExclusive(read)) : Promise.resolve(),
  };
}
