import { createHash } from 'node:crypto';
import { closeSync, openAsBlob, openSync, readSync, renameSync, writeFileSync } from 'node:fs';

/**
 * A backup file: one line naming the format, one line of JSON (what the copy holds, its length and
 * SHA-256, so a damaged or cut file is caught before anything is replaced), then PGlite's gzipped
 * tarball of its data folder.
 */
const magic = 'beacon-backup 1\n';
const headerLimit = 64 * 1024;

export interface BackupHeader {
  createdAt: string;
  database: 'pglite';
  bytes: number;
  sha256: string;
  /** The secret that signs sessions: kept with the data so signed-in people stay signed in. */
  jwtSecret?: string;
}

/** A problem the operator can act on: the CLI prints its message alone, without a stack. */
export class BackupError extends Error {}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes the file whole or not at all (a cut write leaves only `<file>.partial`), mode 600. */
export function writeBackup(file: string, data: Uint8Array, jwtSecret: string | undefined): void {
  const header: BackupHeader = {
    createdAt: new Date().toISOString(),
    database: 'pglite',
    bytes: data.byteLength,
    sha256: sha256(data),
    ...(jwtSecret === undefined ? {} : { jwtSecret }),
  };
  const partial = `${file}.partial`;
  try {
    writeFileSync(partial, `${magic}${JSON.stringify(header)}\n`, { mode: 0o600 });
    writeFileSync(partial, data, { flag: 'a' });
    renameSync(partial, file);
  } catch (error) {
    throw new BackupError(`Cannot write the backup to ${file} (${(error as Error).message})`);
  }
}

function readHead(file: string): string {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT' ? `No backup file at ${file}` : `Cannot read ${file} (${code})`,
    );
  }
  try {
    const buffer = Buffer.alloc(headerLimit);
    return buffer.subarray(0, readSync(fd, buffer, 0, headerLimit, 0)).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

/** Reads and checks a backup file: its header, and that the data is whole and unchanged. */
export async function readBackup(file: string): Promise<{ header: BackupHeader; data: Blob }> {
  const head = readHead(file);
  const notBackup = new BackupError(`${file} is not a Beacon Admin backup`);
  if (!head.startsWith(magic)) throw notBackup;
  const end = head.indexOf('\n', magic.length);
  if (end < 0) throw notBackup;
  let header: BackupHeader;
  try {
    header = JSON.parse(head.slice(magic.length, end)) as BackupHeader;
  } catch {
    throw notBackup;
  }
  if (header.database !== 'pglite' || typeof header.sha256 !== 'string') throw notBackup;
  const data = (await openAsBlob(file)).slice(end + 1);
  const damaged = `${file} is damaged or incomplete (its data does not match its header)`;
  if (data.size !== header.bytes) throw new BackupError(damaged);
  if (sha256(new Uint8Array(await data.arrayBuffer())) !== header.sha256)
    throw new BackupError(damaged);
  return { header, data };
}
