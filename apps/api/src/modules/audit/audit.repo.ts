import type { AuditActor, AuditEntry, AuditListQuery } from '@beacon/contract/audit';
import { type SQL, and, desc, eq, getTableColumns, gte, lt, or, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { auditLog } from '../../lib/audit/audit.table';
import { badRequest } from '../../lib/errors';
import { cursorMessages } from '../../lib/keyset';
import { type ListOptions, listPage } from '../../lib/list-page';

/** Who the actors are: the auth module's accounts (see audit.module.ts). */
export interface AuditDirectory {
  byIds: (db: Db, ids: number[]) => Promise<{ id: number; name: string; email: string }[]>;
  idOfEmail: (db: Db, email: string) => Promise<number | undefined>;
}

type Row = typeof auditLog.$inferSelect;

async function toEntries(db: Db, directory: AuditDirectory, rows: Row[]): Promise<AuditEntry[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])))];
  const actors = new Map(
    (await directory.byIds(db, ids)).map(({ id, name, email }) => [
      id,
      { id, fullName: name, email },
    ]),
  );
  return rows.map((row) => ({
    id: row.id,
    // The database's text, such as `2026-11-29 22:36:18.123456+00`, as ISO 8601 in milliseconds.
    at: new Date(row.at).toISOString(),
    actor: row.actorId === null ? null : (actors.get(row.actorId) ?? null),
    actorId: row.actorId,
    action: row.action,
    resource: row.resource,
    resourceId: row.resourceId,
    changes: Object.entries(row.changes).map(([field, [before, after]]) => ({
      field,
      ...(row.action === 'create' ? {} : { before }),
      ...(row.action === 'delete' ? {} : { after }),
    })),
  }));
}

function whereOf(query: AuditListQuery): (SQL | undefined)[] {
  return [
    query.actor === undefined ? undefined : eq(auditLog.actorId, Number(query.actor)),
    query.resource ? eq(auditLog.resource, query.resource) : undefined,
    query.resourceId ? eq(auditLog.resourceId, query.resourceId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, sql`${query.from}::date::timestamptz`) : undefined,
    query.to ? lt(auditLog.at, sql`(${query.to}::date + 1)::timestamptz`) : undefined,
  ];
}

/** A value the database cannot read as a time (SQLSTATE class 22: data exception, 22007-22009). */
function isBadTime(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === '22007' || code === '22008' || code === '22009') return true;
  }
  return false;
}

/**
 * Newest first, the id breaking ties (entries of one transaction share their `at`); `from` and
 * `to` are UTC days, both included. Each filter leads an index ending in (at, id): see
 * audit.table.ts.
 */
export async function listAudit(
  db: Db,
  directory: AuditDirectory,
  query: AuditListQuery & { page: number; perPage: number },
  options: ListOptions = {},
) {
  const read = () =>
    listPage({
      db,
      table: auditLog,
      columns: getTableColumns(auditLog),
      scope: [
        'audit',
        query.actor,
        query.resource,
        query.resourceId,
        query.action,
        query.from,
        query.to,
      ],
      query: { cursor: query.cursor, page: query.page, perPage: query.perPage, sort: 'desc' },
      filters: whereOf(query),
      sortKey: sql`${auditLog.at}`,
      // The database's own text of the time, microseconds included: the seek compares it as a time.
      keyKind: 'text',
      id: auditLog.id,
      keyOf: (row) => ({ value: row.at, id: row.id }),
      options,
    });
  let page: Awaited<ReturnType<typeof read>>;
  try {
    page = await read();
  } catch (error) {
    // Only a cursor made by hand with this list's scope reaches the database with a bad time.
    if (query.cursor !== undefined && isBadTime(error))
      throw badRequest({ cursor: [cursorMessages.invalid] });
    throw error;
  }
  return {
    entries: await toEntries(db, directory, page.rows),
    total: page.total,
    totalExact: page.totalExact,
    cursors: page.cursors,
  };
}

/**
 * The accounts that wrote anything, for the "who" filter: a loose index scan, one index probe
 * per actor instead of reading the whole log.
 */
export async function listAuditActors(db: Db, directory: AuditDirectory): Promise<AuditActor[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`
    with recursive actor as (
      select min(actor_id) as id from audit_log
      union all
      select (select min(actor_id) from audit_log where actor_id > actor.id)
        from actor where actor.id is not null
    )
    select id from actor where id is not null`,
  );
  const found = await directory.byIds(
    db,
    rows.map((row) => Number(row.id)),
  );
  return found
    .map(({ id, name, email }) => ({ id, fullName: name, email }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** What the account with this e-mail did, and what was done to this row, newest first. */
export async function activityOf(
  db: Db,
  directory: AuditDirectory,
  subject: { email: string; resource: string; resourceId: string; limit: number },
): Promise<AuditEntry[]> {
  const actorId = await directory.idOfEmail(db, subject.email);
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.resource, subject.resource), eq(auditLog.resourceId, subject.resourceId)),
        actorId === undefined ? undefined : eq(auditLog.actorId, actorId),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(subject.limit);
  return toEntries(db, directory, rows);
}
