import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { nodeMigrations } from './db/migrations-node';
import { openPglite } from './db/pglite';
import { fromPostgres } from './db/postgres';
import { prepare } from './db/seed';
import { readEnv } from './lib/env';
import { apiModules } from './modules';
import { createAdmin } from './modules/auth/admin-account';

/**
 * `npm run create-admin -- --email admin@example.com [--name "Ada Admin"]`: the first
 * administrator of a production server (or a new password for one who is locked out). The
 * password comes from ADMIN_PASSWORD, or is typed at a prompt that does not echo it. Run it with
 * the server's own settings (DATA_DIR or DATABASE_URL); with the embedded database, stop the
 * server first, as only one process may open it.
 */

/** Reads a line from the terminal without showing it, or a line from a pipe. */
function readSecret(prompt: string): Promise<string> {
  const input = process.stdin;
  // No echo before the prompt shows: a quick typist's first keys would be printed otherwise.
  if (input.isTTY) input.setRawMode(true);
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (value: string) => {
      input.removeListener('data', onData);
      if (input.isTTY) input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\u0003') {
          if (input.isTTY) input.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (character === '\r' || character === '\n') return finish(typed);
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    input.on('data', onData);
    input.on('end', () => finish(typed));
    input.resume();
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email) {
    console.error('Usage: npm run create-admin -- --email <address> [--name "Full Name"]');
    return 2;
  }
  const env = readEnv();
  let password = env.ADMIN_PASSWORD;
  if (password === undefined) {
    if (!process.stdin.isTTY) password = await readSecret('');
    else {
      password = await readSecret(`Password for ${values.email}: `);
      if ((await readSecret('Once more: ')) !== password) {
        console.error('The two passwords differ; nothing was changed.');
        return 1;
      }
    }
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const database = env.DATABASE_URL
    ? fromPostgres(env.DATABASE_URL)
    : (await openPglite({ dataDir: join(env.DATA_DIR, 'pglite') })).database;
  try {
    await prepare(database.db, apiModules, nodeMigrations(), {
      passwordIterations: env.PASSWORD_ITERATIONS,
      sampleData: env.BEACON_MODE === 'demo',
    });
    const result = await createAdmin(
      database.db,
      { email: values.email, password, fullName: values.name },
      env.PASSWORD_ITERATIONS,
    );
    if (!result.ok) {
      console.error(`Not done: ${result.problems.join('; ')}`);
      return 1;
    }
    console.log(
      `${result.created ? 'Created' : 'Updated'} administrator ${values.email} (account ${result.id}) in ${database.kind}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
