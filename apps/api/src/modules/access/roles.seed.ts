import type { Db } from '../../db/client';
import type { Catalog } from '../../lib/module';
import { roles } from '../../lib/accounts/accounts.table';
import { rulesFromMatrix } from './role-rules';
import { sampleRoles } from './roles.samples';

/** The demo accounts' roles and the sample roles (only those named, when given); none twice. */
export async function seedRoles(db: Db, catalog: Catalog, names?: readonly string[]) {
  await db
    .insert(roles)
    .values(
      sampleRoles
        .filter((role) => !names || names.includes(role.name))
        .map((role) => ({
          name: role.name,
          rules: rulesFromMatrix(
            catalog.subjects,
            role.manageAll,
            catalog.sampleGrants[role.name] ?? {},
          ),
        })),
    )
    .onConflictDoNothing();
}
