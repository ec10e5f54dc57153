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
  const { client, database } = await openPglite();
  await prepare(database.db, nodeMigrations(), { passwordIterations: BROWSER_PASSWORD_ITERATIONS });
  await adjust?.((sql) => client.exec(sql));
  // Flushed, so loading the image replays no WAL (which would also advance sequences).
  await client.exec('checkpoint');
  const image = await client.dumpDataDir('gzip');
  await client.close();
  return image;
}
