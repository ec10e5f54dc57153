import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import type { Logger } from './lib/context';

// Server mode's checks before it serves (decision 0023): each failure stops the start with a
// message that says what to change.

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : String(error);

/** DATA_DIR exists and takes files (the embedded database and the JWT secret live there). */
export function ensureWritable(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    throw new Error(`DATA_DIR ${dir} is not a folder this server can write to (${codeOf(error)})`);
  }
}

const isRunning = (pid: number) => {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === 'EPERM';
  }
};

/**
 * One server per embedded database: a second process on the same folder would corrupt it. Holds
 * `server.pid` in DATA_DIR until the returned release runs; a file left by a killed server (its
 * process gone) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'server.pid');
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (isRunning(holder))
        throw new Error(
          `Another server (process ${holder}) is using DATA_DIR ${dir}: stop it, or give this one a DATA_DIR of its own`,
        );
      rmSync(file, { force: true });
    }
  }
}

/** Where a PostgreSQL URL points, without its user and password. */
export function placeOf(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname}:${port || '5432'}${pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Waits for PostgreSQL to answer, retrying with back-off (0.5 s doubling up to 8 s) as a server
 * starting next to it needs, and stops the start after `attempts` tries.
 */
export async function waitForDatabase(
  db: Db,
  { place, attempts, log }: { place: string; attempts: number; log: Logger },
): Promise<void> {
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql`select 1`);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= attempts)
        throw new Error(`The database at ${place} cannot be reached (${reason})`);
      log({ level: 'warn', msg: 'database not reachable yet', place, attempt, reason });
      await sleep(delay);
      delay = Math.min(delay * 2, 8000);
    }
  }
}
