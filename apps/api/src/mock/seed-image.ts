import { PGlite } from '@electric-sql/pglite';
import { moduleFs } from '../db/emscripten-fs';
import { nodeMigrations } from '../db/migrations-node';
import { openPglite } from '../db/pglite';
import { markPrepared } from '../db/prepared-mark';
import { BROWSER_PASSWORD_ITERATIONS, prepare } from '../db/seed';
import { apiModules } from '../modules';

/**
 * A migrated, seeded PGlite data directory as a gzipped tarball, made at build time so that a
 * first visit in mock mode restores it instead of running initdb, migrations and the seed.
 * `adjust` lets a test mark the image it builds.
 */
export async function buildSeedImage(
  adjust?: (exec: (sql: string) => Promise<unknown>) => Promise<unknown>,
) {
  // Every visit restores, and IndexedDB stores, the whole directory: 1 MB WAL segments instead of
  // 16, and the final checkpoint removes the old ones rather than renaming them for reuse (8 MB).
  const { client, database } = await openPglite({
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
  });
  const migrations = nodeMigrations();
  await prepare(database.db, apiModules, migrations, {
    passwordIterations: BROWSER_PASSWORD_ITERATIONS,
  });
  // A first visit has nothing to check: this image is what `prepare` makes.
  markPrepared(moduleFs(client.Module), migrations);
  await adjust?.((sql) => client.exec(sql));
  // The app only uses the `postgres` database: the two templates are half of the directory.
  await client.exec(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  );
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  // Flushed, so loading the image replays no WAL (which would also advance sequences).
  await client.exec('checkpoint');
  const image = await client.dumpDataDir('gzip');
  await client.close();
  return image;
}
