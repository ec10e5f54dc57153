import { sql } from 'drizzle-orm';
import { fromPostgres } from '../src/db/postgres';
import { seedUsers } from '../src/modules/users/users.seed';
import { type Child, runToEnd, startNode } from './processes';

export interface SeedTimes {
  demoMs: number;
  usersMs: number;
  vacuumMs: number;
}

/**
 * The demo data through the seed CLI (migrations included, as an operator would run it), then
 * `users` users-list rows in place of the 50 samples. The users go in from this process, through
 * the module's own seedUsers, so that the rows are exactly the ones a `--scale` seed makes: the
 * CLI's --scale would also make a million products, tasks, mails… which this bench does not need.
 */
export async function seedScale(
  apiDir: string,
  env: NodeJS.ProcessEnv,
  users: number,
  children: Child[],
): Promise<SeedTimes> {
  const url = env.DATABASE_URL;
  if (!url) throw new Error('seedScale needs DATABASE_URL in env');
  let started = performance.now();
  const seed = startNode('seed CLI', ['--import', 'tsx', 'src/seed-cli.ts', '--reset'], {
    cwd: apiDir,
    env,
  });
  children.push(seed);
  await runToEnd(seed);
  const demoMs = performance.now() - started;

  // One connection: the work is two statements, and a pool would only hold more sessions open.
  const database = fromPostgres(url, 1);
  try {
    started = performance.now();
    // seedUsers inserts the 50 samples with their fixed ids first: they must not be there yet.
    await database.db.execute(sql`delete from users`);
    await seedUsers(database.db, users);
    const usersMs = performance.now() - started;
    started = performance.now();
    // Fresh statistics (and a visibility map for index-only scans) before anything is timed:
    // autovacuum would get there eventually, at a moment of its choosing, mid-measurement.
    await database.db.execute(sql`vacuum analyze users`);
    return { demoMs, usersMs, vacuumMs: performance.now() - started };
  } finally {
    await database.close();
  }
}
