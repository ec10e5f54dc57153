import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../db/pglite';
import { lockDataDir } from '../startup';
import { type ControlFile, readControlFile } from './control';
import { BackupError, writeBackup } from './format';

export const databaseDirOf = (dataDir: string) => join(dataDir, 'pglite');

export function jwtSecretIn(dataDir: string): string | undefined {
  const file = join(dataDir, 'jwt-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** A running server's copy of its database, asked for over its control channel. */
async function dumpFromServer(dataDir: string, control: ControlFile): Promise<Uint8Array> {
  const busy = `A server (process ${control.pid}) is using ${dataDir}`;
  let reply: Response;
  try {
    reply = await fetch(`${control.url}/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
    });
  } catch (error) {
    throw new BackupError(
      `${busy}, but its backup channel at ${control.url} does not answer (${(error as Error).message})`,
    );
  }
  if (!reply.ok)
    throw new BackupError(
      `The running server refused the backup (${reply.status}: ${await reply.text()})`,
    );
  return new Uint8Array(await reply.arrayBuffer());
}

/**
 * A server holds the folder but has written no control file: it is still starting (the file comes
 * once it listens) or predates backups. Anything else wrong with the folder: the lock's message.
 */
function withoutChannel(dataDir: string, lockMessage: string): string {
  const pidFile = join(dataDir, 'server.pid');
  if (!existsSync(pidFile)) return lockMessage;
  const pid = readFileSync(pidFile, 'utf8').trim();
  return `A server (process ${pid}) is using ${dataDir} but takes no backup requests yet: run the backup again once it is listening, or stop it first`;
}

/** With no server on the folder, this process opens the database itself (and holds the lock). */
async function dumpHere(databaseDir: string): Promise<Uint8Array> {
  const { client } = await openPglite({ dataDir: databaseDir });
  try {
    return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * Copies the embedded database in `dataDir` (and its session secret) into `file`, from the
 * running server when there is one.
 */
export async function backup(dataDir: string, file: string): Promise<{ online: boolean }> {
  const databaseDir = databaseDirOf(dataDir);
  if (!existsSync(join(databaseDir, 'PG_VERSION')))
    throw new BackupError(`There is no database in ${databaseDir} to back up`);
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    const control = readControlFile(dataDir);
    if (!control) throw new BackupError(withoutChannel(dataDir, (error as Error).message));
    const data = await dumpFromServer(dataDir, control);
    writeBackup(file, data, jwtSecretIn(dataDir));
    return { online: true };
  }
  try {
    writeBackup(file, await dumpHere(databaseDir), jwtSecretIn(dataDir));
    return { online: false };
  } finally {
    release();
  }
}
