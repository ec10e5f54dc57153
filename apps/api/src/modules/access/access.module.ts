import { sql } from 'drizzle-orm';
import type { ApiModule } from '../../lib/module';
import { rolesRoutes } from './roles.routes';
import { systemRoles } from './roles.samples';
import { seedRoles } from './roles.seed';
import { accessRoutes } from './access.routes';
import { seedPermissions } from './access.seed';
import * as tables from './access.table';

/** Roles and their matrices, the people who sign in with their role, and the permissions list. */
export const accessModule: ApiModule = {
  id: 'access',
  routes: ({ live, contributions, catalog }) => [
    rolesRoutes({
      live,
      subjects: catalog.subjects,
      onRegistered: async (db, account) => {
        for (const created of contributions('accountCreated')) await created(db, account);
      },
    }),
    accessRoutes(),
  ],
  tables,
  seed: {
    // Roles first: every account holds one.
    samples: async ({ db, catalog, count }) => {
      await seedRoles(db, catalog);
      await seedPermissions(db, { total: count('permissions') });
    },
    required: ({ db, catalog }) => seedRoles(db, catalog, systemRoles),
    // Permissions may all be deleted: the id sequence, never reset but by a reset, says whether
    // they were seeded.
    seeded: async (db) =>
      Boolean(
        (await db.select({ called: sql<boolean>`is_called` }).from(sql`permissions_id_seq`))[0]
          ?.called,
      ),
    // A database made before roles were stored: its sample people were admins until now.
    catchUp: async ({ db, catalog, count, service }) => {
      await seedRoles(db, catalog);
      await seedPermissions(db, { total: count('permissions') });
      await service('sampleAccounts').placeInRoles(db);
    },
    counts: ['permissions'],
  },
  subjects: {
    Access: {},
    // The access-control page, the demo client's only one.
    ACL: { client: ['read'], manager: ['read'], user: ['read'], support: ['read'] },
  },
  audit: {
    roles: { subject: 'Access', owned: false },
    permissions: { subject: 'Access', owned: false },
  },
};
