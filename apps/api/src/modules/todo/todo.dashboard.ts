import { sql } from 'drizzle-orm';
import type { Contributions } from '../../lib/module';
import { tasks } from './todo.table';

/** The dashboards' figures over the tasks. */
export const todoDashboard: Contributions['dashboard'] = {
  tasks: async (db) => {
    const [row] = await db
      .select({
        completed: sql<number>`count(*) filter (where ${tasks.isCompleted})::int`,
        open: sql<number>`count(*) filter (where not ${tasks.isCompleted})::int`,
      })
      .from(tasks)
      .where(sql`not ${tasks.isDeleted}`);
    return { completed: Number(row?.completed ?? 0), open: Number(row?.open ?? 0) };
  },
};
