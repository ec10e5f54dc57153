import { usersListQuerySchema } from '@beacon/contract/users';
import { sql } from 'drizzle-orm';
import { migrate } from '../src/db/migrate';
import { nodeMigrations } from '../src/db/migrations-node';
import { openPglite } from '../src/db/pglite';
import { HttpError } from '../src/lib/errors';
import { listUsers } from '../src/modules/users/users.repo';
import { seedUsers } from '../src/modules/users/users.seed';
import { type ReadList, type Timed, scaleQueryMix, timeQueries } from './scale-mix';

/**
 * The users list on PGlite (one process, one connection: the small install's database), timed
 * in-process through the repository: no HTTP, no sign-in, the query and its count only.
 */
export async function timePgliteList(
  dataDir: string,
  users: number,
  perShape: number,
): Promise<{ seedMs: number; timed: Timed[] }> {
  const { database } = await openPglite({ dataDir });
  try {
    const started = performance.now();
    await migrate(database.db, nodeMigrations());
    await seedUsers(database.db, users);
    await database.db.execute(sql`vacuum analyze users`);
    const seedMs = performance.now() - started;
    const read: ReadList = async (params) => {
      const query = usersListQuerySchema.safeParse(Object.fromEntries(params));
      if (!query.success) return { status: 400, body: undefined };
      try {
        return { status: 200, body: await listUsers(database.db, query.data) };
      } catch (error) {
        if (error instanceof HttpError) return { status: error.status, body: undefined };
        throw error;
      }
    };
    await timeQueries(scaleQueryMix(2), [read]);
    return { seedMs, timed: await timeQueries(scaleQueryMix(perShape), [read]) };
  } finally {
    await database.close();
  }
}
