import { nodeMigrations } from './migrations-node';
import { openPglite } from './pglite';
import { BROWSER_PASSWORD_ITERATIONS, prepare } from './seed';

/**
 * A migrated, seeded PGlite data directory as a gzipped tarball, made at build time so that a
 * first visit in mock mode restores it instead of running initdb, migrations and the seed.
 * `adjust` lets a test mark the image it builds.
 */
export async function buildSeedImage(
  adjust?: (exec: (sql: string) => Promise<unknown>) => Promise<unknown>,
) {
  // 1 MB WAL segments instead of 16: every visit restores, and IndexedDB stores, the whole directory.
  const { client, database } = await openPglite({ initDbStartParams: ['--wal-segsize=1'] });
  await prepare(database.db, nodeMigrations(), { passwordIterations: BROWSER_PASSWORD_ITERATIONS });
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
