import { parseArgs } from 'node:util';
import { callerPath, readEnv } from '../lib/env';
import { backup } from './backup';
import { restore } from './restore';

/**
 * `npm run backup -- <file>` and `npm run restore -- [--force] <file>`: the embedded database in
 * DATA_DIR (PostgreSQL has pg_dump and pg_restore). A backup is taken from the running server when
 * there is one; a restore wants the server stopped.
 */
const usage = 'Usage: npm run backup -- <file>   |   npm run restore -- [--force] <file>';

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [given] = positionals;
  if (
    (command !== 'backup' && command !== 'restore') ||
    given === undefined ||
    positionals.length > 1
  ) {
    console.error(usage);
    return 2;
  }
  const env = readEnv();
  if (env.DATABASE_URL) {
    console.error(
      `DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore (docs/operations.md, "Backup and restore")`,
    );
    return 2;
  }
  const file = callerPath(given);
  if (command === 'backup') {
    const { online } = await backup(env.DATA_DIR, file);
    console.log(
      `Backed up ${env.DATA_DIR} into ${file}${online ? ' (from the running server)' : ''}`,
    );
    return 0;
  }
  const { createdAt, aside } = await restore(env.DATA_DIR, file, { force: values.force });
  console.log(
    `Restored ${file} (taken ${createdAt}) into ${env.DATA_DIR}${aside ? `; the data it replaced is in ${aside}` : ''}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Told plainly, as the other commands do: the operator's problems (a missing or damaged file,
    // a running server) carry their own messages, which a stack would bury.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
