import { z } from 'zod';
import {
  auditActions,
  auditPerPageDefault,
  auditPerPageMax,
  auditResourceIdMax,
  auditResourcePattern,
} from './audit-values';
import { optionalQuery, pageSchema, perPageSchema, recordIdSchema } from './common';
import { cursorQuerySchema, pagedReplyFields } from './paging';

export * from './audit-values';

/**
 * The audit log (`/apps/audit`): every write through the API, recorded in the same transaction as
 * the write. Admins (manage all) read it; a users-list entry's own activity shows on its view.
 */
export const auditActorSchema = z
  .object({ id: z.number().int(), fullName: z.string(), email: z.string() })
  .meta({ id: 'AuditActor' });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditChangeSchema = z
  .object({
    field: z.string().meta({ description: 'The column, as stored (snake_case)' }),
    before: z.unknown().optional().meta({ description: 'Absent on a create' }),
    after: z.unknown().optional().meta({ description: 'Absent on a delete' }),
  })
  .meta({ id: 'AuditChange' });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    actor: auditActorSchema
      .nullable()
      .meta({ description: 'Null for a request without a session, or a deleted account' }),
    actorId: z.number().int().nullable(),
    action: z.enum(auditActions),
    resource: z
      .string()
      .meta({ description: 'What was written: a table (`tasks`), or `sessions` for sign-ins' }),
    resourceId: z.string().meta({ description: 'The row key; "a:b" for a two-column key' }),
    changes: z.array(auditChangeSchema),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const dateQuery = (label: string) =>
  optionalQuery(z.iso.date({ error: `${label} must be a date as YYYY-MM-DD` }));

export const auditListQuerySchema = z.object({
  actor: optionalQuery(recordIdSchema('actor')).meta({ description: 'Account id of who wrote' }),
  resource: optionalQuery(
    z
      .string()
      .regex(auditResourcePattern, { error: 'resource must be a table name such as tasks' })
      .meta({ description: "One of the resources the API's modules write; another is refused" }),
  ),
  resourceId: optionalQuery(
    z
      .string()
      .max(auditResourceIdMax, `resourceId must be at most ${auditResourceIdMax} characters`),
  ),
  action: optionalQuery(
    z.enum(auditActions, { error: `action must be one of ${auditActions.join(', ')}` }),
  ),
  from: dateQuery('from').meta({ description: 'First day, UTC, inclusive' }),
  to: dateQuery('to').meta({ description: 'Last day, UTC, inclusive' }),
  page: pageSchema,
  perPage: perPageSchema(auditPerPageDefault, auditPerPageMax),
  cursor: cursorQuerySchema,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** Newest first, the id breaking ties: a cursor stays valid while new entries arrive on top. */
export const auditListReplySchema = z
  .object({ entries: z.array(auditEntrySchema), ...pagedReplyFields })
  .meta({ id: 'AuditList' });
export type AuditListReply = z.infer<typeof auditListReplySchema>;

/** The accounts that appear in the log, for the "who" filter. */
export const auditActorsReplySchema = z
  .object({ actors: z.array(auditActorSchema) })
  .meta({ id: 'AuditActors' });
export type AuditActorsReply = z.infer<typeof auditActorsReplySchema>;

/** A users-list entry's activity: what the account with its e-mail did, and what was done to it. */
export const userActivityReplySchema = z
  .object({ entries: z.array(auditEntrySchema) })
  .meta({ id: 'UserActivity' });
export type UserActivityReply = z.infer<typeof userActivityReplySchema>;
