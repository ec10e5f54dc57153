import type { PermissionsQuery } from '@beacon/contract/access';
import { type SQL, and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContains } from '../../lib/like';
import { searchText, toPermission } from './access.format';
import { permissions } from './access.table';

/** The list's order, kept for API compatibility: the newest first, then the samples in theirs. */
const listOrder = [asc(permissions.position), asc(permissions.id)];

export async function listPermissions(db: Db, query: PermissionsQuery) {
  const filters: SQL[] = [];
  if (query.q) filters.push(like(permissions.search, likeContains(query.q)));
  // Containment of the one-element array: the exact role name, not a part of one.
  if (query.assignedTo) {
    filters.push(sql`${permissions.assignedTo} @> ${JSON.stringify([query.assignedTo])}::jsonb`);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [counted], all] = await Promise.all([
    db
      .select()
      .from(permissions)
      .where(where)
      .orderBy(...listOrder)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(permissions).where(where),
    query.allData === 'true'
      ? db
          .select()
          .from(permissions)
          .orderBy(...listOrder)
      : Promise.resolve([]),
  ]);
  return {
    permissions: rows.map(toPermission),
    allData: all.map(toPermission),
    total: counted?.n ?? 0,
  };
}

/** A new permission goes first, assigned to administrator, with a fresh id. */
export async function addPermission(db: Db, name: string) {
  const createdAt = new Date();
  const [row] = await db
    .insert(permissions)
    .values({
      name,
      assignedTo: ['administrator'],
      createdAt,
      position: sql`(select coalesce(min(${permissions.position}), 1) - 1 from ${permissions})`,
      search: searchText(name, createdAt),
    })
    .returning();
  if (!row) throw new Error('insert into permissions returned no row');
  return toPermission(row);
}

export async function renamePermission(db: Db, id: number, name: string) {
  const [found] = await db
    .select({ createdAt: permissions.createdAt })
    .from(permissions)
    .where(eq(permissions.id, id));
  if (!found) return undefined;
  const [row] = await db
    .update(permissions)
    .set({ name, search: searchText(name, found.createdAt) })
    .where(eq(permissions.id, id))
    .returning();
  return row && toPermission(row);
}

export async function deletePermission(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(permissions)
    .where(eq(permissions.id, id))
    .returning({ id: permissions.id });
  return deleted.length > 0;
}
