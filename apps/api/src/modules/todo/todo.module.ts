import { accessLevels } from '@beacon/contract/access-values';
import { type ApiModule, hasRows } from '../../lib/module';
import { todoDashboard } from './todo.dashboard';
import { todoRoutes } from './todo.routes';
import { seedTodo } from './todo.seed';
import * as tables from './todo.table';

/** Each account's own tasks. */
export const todoModule: ApiModule = {
  id: 'todo',
  routes: () => todoRoutes(),
  tables,
  seed: {
    samples: async ({ db, service, count: wanted }) =>
      seedTodo(db, {
        demoUserId: (await service('sampleAccounts').demoAdmin(db))?.id,
        tasks: wanted('tasks'),
      }),
    // Tasks are only ever soft-deleted: an empty table means "never seeded".
    seeded: (db) => hasRows(db, tables.tasks),
    counts: ['tasks'],
  },
  subjects: { Todo: { manager: accessLevels, user: accessLevels, support: accessLevels } },
  audit: { tasks: { subject: 'Todo', owned: true } },
  contributes: { dashboard: todoDashboard },
};
