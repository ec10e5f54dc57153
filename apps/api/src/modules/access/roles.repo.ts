import {
  type AccessUsersQuery,
  type Role,
  type RoleBody,
  accessMessages,
  roleAvatarsShown,
} from '@beacon/contract/access';
import { userPlans } from '@beacon/contract/users';
import { type SQL, and, asc, count, eq, ilike, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { likeContains } from '../../lib/like';
import { isManageAll } from '../../lib/accounts/abilities';
import { accounts, roles } from '../../lib/accounts/accounts.table';
import { matrixFromRules, rulesFromMatrix } from './role-rules';

type RoleRow = typeof roles.$inferSelect;

const displayName = sql<string>`coalesce(nullif(${accounts.fullName}, ''), ${accounts.username})`;

/**
 * Every role with its member count and its first members, in the order they were made; its matrix
 * over `subjects`, the modules' access subjects.
 */
export async function listRoles(db: Db, subjects: readonly string[]): Promise<Role[]> {
  const ranked = db
    .select({
      id: accounts.id,
      fullName: displayName.as('full_name'),
      avatar: sql<string>`coalesce(${accounts.avatar}, '')`.as('avatar'),
      role: accounts.role,
      place:
        sql<number>`row_number() over (partition by ${accounts.role} order by ${accounts.id})`.as(
          'place',
        ),
    })
    .from(accounts)
    .as('ranked');
  const [rows, counts, members] = await Promise.all([
    db.select().from(roles).orderBy(asc(roles.id)),
    db.select({ role: accounts.role, n: count() }).from(accounts).groupBy(accounts.role),
    db
      .select({
        id: ranked.id,
        fullName: ranked.fullName,
        avatar: ranked.avatar,
        role: ranked.role,
      })
      .from(ranked)
      .where(lte(ranked.place, roleAvatarsShown))
      .orderBy(ranked.id),
  ]);
  return rows.map((row) => ({
    ...toRole(subjects, row),
    totalUsers: counts.find((c) => c.role === row.name)?.n ?? 0,
    users: members
      .filter((member) => member.role === row.name)
      .map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
  }));
}

const toRole = (subjects: readonly string[], row: RoleRow) => ({
  id: row.id,
  name: row.name,
  manageAll: isManageAll(row.rules),
  permissions: matrixFromRules(subjects, row.rules),
});

export const findRole = async (db: Db, subjects: readonly string[], id: number) =>
  (await listRoles(db, subjects)).find((role) => role.id === id);

/** The role of this name, matched without case, as stored. */
export const findRoleByName = async (db: Db, name: string) =>
  (
    await db
      .select()
      .from(roles)
      .where(sql`lower(${roles.name}) = lower(${name})`)
  )[0];

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest({ name: [accessMessages.roleNameTaken] });
    throw error;
  }
}

export async function createRole(
  db: Db,
  subjects: readonly string[],
  body: RoleBody,
): Promise<number> {
  const [row] = await uniqueName(() =>
    db
      .insert(roles)
      .values({
        name: body.name,
        rules: rulesFromMatrix(subjects, body.manageAll, body.permissions),
      })
      .returning({ id: roles.id }),
  );
  if (!row) throw new Error('insert into roles returned no row');
  return row.id;
}

const callerRole = async (db: Db, callerId: number) =>
  (await db.select({ role: accounts.role }).from(accounts).where(eq(accounts.id, callerId)))[0]
    ?.role;

const lastManageAll = () => new HttpError(409, accessMessages.lastManageAll);

/**
 * Renames a role and sets its matrix; its members follow the new name (the foreign key cascades).
 * Returns the ids of its members, whose abilities just changed.
 */
export async function updateRole(
  db: Db,
  subjects: readonly string[],
  change: { id: number; body: RoleBody; callerId: number },
) {
  const { id, body, callerId } = change;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
    if (!row) throw notFound(accessMessages.roleNotFound);
    const rules = rulesFromMatrix(subjects, body.manageAll, body.permissions);
    if (
      isManageAll(row.rules) &&
      !isManageAll(rules) &&
      (await callerRole(tx, callerId)) === row.name
    ) {
      throw lastManageAll();
    }
    await uniqueName(() =>
      tx.update(roles).set({ name: body.name, rules }).where(eq(roles.id, id)),
    );
    const members = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.role, body.name));
    return members.map((member) => member.id);
  });
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
    if (!row) throw notFound(accessMessages.roleNotFound);
    const [members] = await tx
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.role, row.name));
    if ((members?.n ?? 0) > 0) throw new HttpError(409, accessMessages.roleHasUsers);
    await tx.delete(roles).where(eq(roles.id, id));
  });
}

const accessUserColumns = {
  id: accounts.id,
  fullName: displayName,
  username: accounts.username,
  email: accounts.email,
  avatar: sql<string>`coalesce(${accounts.avatar}, '')`,
  role: accounts.role,
  currentPlan: accounts.currentPlan,
};

interface AccessUserRow {
  id: number;
  fullName: string;
  username: string;
  email: string;
  avatar: string;
  role: string;
  currentPlan: string;
}

/** A stored plan outside the four (a hand-edited row) shows as basic rather than failing the reply. */
const toAccessUser = (row: AccessUserRow) => ({
  ...row,
  currentPlan: userPlans.find((plan) => plan === row.currentPlan) ?? 'basic',
});

export async function listAccessUsers(db: Db, query: AccessUsersQuery) {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likeContains(query.q);
    const matches = or(
      ilike(accounts.fullName, pattern),
      ilike(accounts.username, pattern),
      ilike(accounts.email, pattern),
    );
    if (matches) filters.push(matches);
  }
  if (query.role) filters.push(sql`lower(${accounts.role}) = lower(${query.role})`);
  if (query.currentPlan) filters.push(eq(accounts.currentPlan, query.currentPlan));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(accessUserColumns)
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { users: rows.map(toAccessUser), total: counted?.n ?? 0 };
}

export async function findAccessUser(db: Db, id: number) {
  const [row] = await db.select(accessUserColumns).from(accounts).where(eq(accounts.id, id));
  return row && toAccessUser(row);
}

/** Gives an account another role; nobody can take administrator access away from themself. */
export async function setAccountRole(db: Db, id: number, roleName: string, callerId: number) {
  await db.transaction(async (tx) => {
    const role = await findRoleByName(tx, roleName);
    if (!role) throw badRequest({ role: [accessMessages.roleUnknown] });
    const [account] = await tx
      .select({ role: accounts.role, rules: roles.rules })
      .from(accounts)
      .innerJoin(roles, eq(roles.name, accounts.role))
      .where(eq(accounts.id, id))
      .for('update', { of: accounts });
    if (!account) throw notFound(accessMessages.userNotFound);
    if (id === callerId && isManageAll(account.rules) && !isManageAll(role.rules)) {
      throw lastManageAll();
    }
    await tx.update(accounts).set({ role: role.name }).where(eq(accounts.id, id));
  });
  return findAccessUser(db, id);
}
