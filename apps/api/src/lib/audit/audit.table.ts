import type { AuditAction } from '@beacon/contract/audit';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** `{ column: [before, after] }`; a create has no before, a delete no after. */
export type StoredChanges = Record<string, [unknown, unknown]>;

/**
 * The audit log: rows written by the `audit_row` trigger (migration 0022) in the transaction of
 * the write itself, and by sign-in and sign-out. The actor is an account id without a foreign key,
 * so deleting an account keeps what it did.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Read as the database's text: a Date would drop the microseconds, and a list cursor must
     * carry them, as entries of one transaction share their `at` to the microsecond.
     */
    at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    action: text().$type<AuditAction>().notNull(),
    resource: text().notNull(),
    resourceId: text('resource_id').notNull().default(''),
    changes: jsonb().$type<StoredChanges>().notNull().default({}),
  },
  // The list is newest first with the id as tie-break: each index ends in (at, id), so a page is an
  // index seek past its cursor, within the one filter it leads with (migration 0028 says which).
  // NULLS FIRST as a plain DESC sorts (an index of DESC NULLS LAST serves no page: migration 0030).
  (t) => [
    index('audit_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_at_idx').on(
      t.actorId,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_resource_at_idx').on(
      t.resource,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_resource_id_at_idx').on(
      t.resourceId,
      t.resource,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_action_at_idx').on(
      t.action,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
