import { like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { accounts, roles } from './auth.table';
import { rulesFromMatrix } from './role-rules';
import { sampleRoles } from './roles.samples';

/** The roles a server without sample data starts with: an admin's, and one that reads little. */
export const systemRoles = ['admin', 'client'];

/** The demo accounts' roles and the five sample roles (only those named, when given). */
export async function seedRoles(db: Db, names?: string[]): Promise<void> {
  await db
    .insert(roles)
    .values(
      sampleRoles
        .filter((role) => !names || names.includes(role.name))
        .map((role) => ({
          name: role.name,
          rules: rulesFromMatrix(role.manageAll, role.permissions),
        })),
    )
    .onConflictDoNothing();
}

/** The two demo accounts (ids 1 and 2, in this order). */
export async function seedAccounts(db: Db, passwordIterations: number): Promise<void> {
  const [admin, client] = await Promise.all([
    hashPassword('admin', passwordIterations),
    hashPassword('client', passwordIterations),
  ]);
  await db.insert(accounts).values([
    {
      fullName: 'John Doe',
      username: 'johndoe',
      email: 'admin@demo.com',
      passwordHash: admin,
      avatar: '/assets/images/portrait/avatar-admin.svg',
      role: 'admin',
      currentPlan: 'enterprise',
    },
    {
      fullName: 'Jane Doe',
      username: 'janedoe',
      email: 'client@demo.com',
      passwordHash: client,
      avatar: '/assets/images/avatars/1.svg',
      role: 'client',
      currentPlan: 'basic',
    },
  ]);
}

/** A sample person other modules show (chat contacts), in a sample role, who cannot sign in. */
export interface SampleAccount {
  fullName: string;
  username: string;
  email: string;
  avatar: string;
  role: string;
  currentPlan: string;
}

/** Inserts sample accounts; returns their ids in the given order. */
export async function seedSampleAccounts(db: Db, people: SampleAccount[]): Promise<number[]> {
  if (people.length === 0) return [];
  const rows = await db
    .insert(accounts)
    .values(
      // '!' is no PBKDF2 hash, so no password ever matches it.
      people.map((person) => ({ ...person, passwordHash: '!' })),
    )
    .returning({ id: accounts.id });
  return rows.map((row) => row.id);
}

/**
 * `total` generated accounts that cannot sign in (buyer.N@example.test), signed up over the past
 * year, in one INSERT … SELECT: the bench's shoppers, so the dashboards aggregate over 10,000 people.
 */
export async function seedGeneratedAccounts(db: Db, total: number): Promise<number[]> {
  if (total < 1) return [];
  await db.execute(sql`
    insert into accounts (full_name, username, email, password_hash, role, current_plan, created_at)
    select 'Buyer ' || i, 'buyer.' || i, 'buyer.' || i || '@example.test', '!', 'user', 'basic',
           now() - make_interval(days => (i * 37) % 365)
    from generate_series(1, ${Math.floor(total)}) as i
  `);
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(like(accounts.email, 'buyer.%@example.test'));
  return rows.map((row) => row.id);
}
