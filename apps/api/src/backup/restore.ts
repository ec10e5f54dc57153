import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../db/pglite';
import { ensureWritable, lockDataDir } from '../startup';
import { databaseDirOf } from './backup';
import { BackupError, readBackup } from './format';

const kept = ['pglite', 'jwt-secret'];

const holdsData = (dataDir: string) =>
  kept.some((name) => {
    const path = join(dataDir, name);
    if (!existsSync(path)) return false;
    return name !== 'pglite' || readdirSync(path).length > 0;
  });

/** Moves the folder's database and secret into `before-restore-<time>/`; returns that folder. */
function setAside(dataDir: string): string {
  const aside = join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(aside, { mode: 0o700 });
  for (const name of kept)
    if (existsSync(join(dataDir, name))) renameSync(join(dataDir, name), join(aside, name));
  return aside;
}

function putBack(dataDir: string, aside: string | undefined): void {
  for (const name of kept) {
    rmSync(join(dataDir, name), { recursive: true, force: true });
    if (aside && existsSync(join(aside, name))) renameSync(join(aside, name), join(dataDir, name));
  }
  if (aside) rmSync(aside, { recursive: true, force: true });
}

/**
 * Puts the backup in `file` into `dataDir`: refused while a server uses the folder, and into a
 * folder that holds data unless `force`, which keeps that data aside. Returns where it went.
 */
export async function restore(
  dataDir: string,
  file: string,
  { force }: { force: boolean },
): Promise<{ createdAt: string; aside?: string }> {
  ensureWritable(dataDir);
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    throw new BackupError(`Not restored: ${(error as Error).message}`);
  }
  try {
    if (holdsData(dataDir) && !force)
      throw new BackupError(
        `Not restored: ${dataDir} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it (the current data is then kept in ${dataDir}/before-restore-<time>/)`,
      );
    // Checked before anything in the folder moves: a damaged file leaves it as it was.
    const { header, data } = await readBackup(file);
    const aside = force && holdsData(dataDir) ? setAside(dataDir) : undefined;
    try {
      const { client } = await openPglite({ dataDir: databaseDirOf(dataDir), loadDataDir: data });
      try {
        await client.query('select 1');
      } finally {
        await client.close();
      }
      if (header.jwtSecret !== undefined)
        writeFileSync(join(dataDir, 'jwt-secret'), `${header.jwtSecret}\n`, { mode: 0o600 });
    } catch (error) {
      putBack(dataDir, aside);
      throw new BackupError(
        `Not restored: the database in ${file} does not open (${(error as Error).message}); ${dataDir} is as it was`,
      );
    }
    return { createdAt: header.createdAt, aside };
  } finally {
    release();
  }
}
