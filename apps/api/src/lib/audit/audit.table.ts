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
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    action: text().$type<AuditAction>().notNull(),
    resource: text().notNull(),
    resourceId: text('resource_id').notNull().default(''),
    changes: jsonb().$type<StoredChanges>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_resource_idx').on(t.resource, t.resourceId),
  ],
);
