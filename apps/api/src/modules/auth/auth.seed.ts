import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { samplePeople, samplePersonAccount } from './auth.samples';
import { accounts } from '../../lib/accounts/accounts.table';

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
      emailVerifiedAt: new Date(),
    },
    {
      fullName: 'Jane Doe',
      username: 'janedoe',
      email: 'client@demo.com',
      passwordHash: client,
      avatar: '/assets/images/avatars/1.svg',
      role: 'client',
      currentPlan: 'basic',
      emailVerifiedAt: new Date(),
    },
  ]);
}

/** The demo admin, who owns the samples of personal modules (tasks, mail, cart). */
export const demoAdminId = async (db: Db) =>
  (
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = 'admin@demo.com'`)
      .limit(1)
  )[0]?.id;

/**
 * The sample people's accounts, in the samples' order, made now for those not there yet (a
 * database seeded before they existed). '!' is no PBKDF2 hash, so no password ever matches it.
 */
export async function samplePeopleAccounts(db: Db): Promise<{ id: number; fullName: string }[]> {
  const people = samplePeople.map((_, index) => samplePersonAccount(index));
  const emails = people.map((person) => person.email);
  const found = async () => {
    const rows = await db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.email, emails));
    return new Map(rows.map((row) => [row.email, row.id]));
  };
  let ids = await found();
  const missing = people.filter((person) => !ids.has(person.email));
  if (missing.length > 0) {
    await db
      .insert(accounts)
      .values(
        missing.map((person) => ({ ...person, passwordHash: '!', emailVerifiedAt: new Date() })),
      );
    ids = await found();
  }
  return people.flatMap(({ email, fullName }) => {
    const id = ids.get(email);
    return id === undefined ? [] : [{ id, fullName }];
  });
}

/**
 * A database made before roles were stored had the sample people as admins: they take their
 * sample roles and plans.
 */
export async function placeSamplePeopleInRoles(db: Db): Promise<void> {
  for (const { fullName, role, currentPlan } of samplePeople) {
    await db
      .update(accounts)
      .set({ role, currentPlan })
      .where(
        and(
          eq(accounts.fullName, fullName),
          eq(accounts.passwordHash, '!'),
          eq(accounts.role, 'admin'),
        ),
      );
  }
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
