import { z } from 'zod';
import { optionalQuery, pageSchema, perPageSchema, recordIdSchema } from './common';
import { outboxPerPageDefault, outboxPerPageMax, outboxQueryMax } from './outbox-values';

export * from './outbox-values';

/**
 * The outbox (`/apps/outbox`): mail the instance kept instead of sending, because it has no SMTP
 * server (or runs in the browser). Admins read it as a developer reads a local mail catcher.
 */
export const outboxSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z
      .string()
      .meta({ description: 'What sent it: reset, verify, invitation, email, invoice…' }),
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OutboxSummary' });
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxMailSchema = outboxSummarySchema
  .extend({
    text: z.string().meta({ description: 'The plain-text part' }),
    html: z.string().meta({ description: 'The HTML part: show it only in a sandboxed frame' }),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListQuerySchema = z.object({
  q: optionalQuery(
    z.string().trim().max(outboxQueryMax, `q must be at most ${outboxQueryMax} characters`),
  ).meta({ description: 'Matches the recipient or the subject (case-insensitive substring)' }),
  page: pageSchema,
  perPage: perPageSchema(outboxPerPageDefault, outboxPerPageMax),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxListReplySchema = z
  .object({ mails: z.array(outboxSummarySchema), total: z.number().int() })
  .meta({ id: 'OutboxList' });
export type OutboxListReply = z.infer<typeof outboxListReplySchema>;

export const outboxIdParamSchema = z.object({ id: recordIdSchema('id') });

export const outboxEmptyReplySchema = z
  .object({ deleted: z.number().int().meta({ description: 'How many mails were removed' }) })
  .meta({ id: 'OutboxEmptied' });
export type OutboxEmptyReply = z.infer<typeof outboxEmptyReplySchema>;

/** The demo outbox: a signed-out visitor reads the mail sent to one address they name. */
export const outboxDemoQuerySchema = z.object({
  to: z
    .string({ error: 'Enter an email address' })
    .trim()
    .min(1, 'Enter an email address')
    .pipe(z.email({ error: 'Enter a valid email address' }).max(254)),
});
export type OutboxDemoQuery = z.infer<typeof outboxDemoQuerySchema>;

export const outboxDemoReplySchema = z
  .object({ mails: z.array(outboxMailSchema) })
  .meta({ id: 'OutboxDemo' });
export type OutboxDemoReply = z.infer<typeof outboxDemoReplySchema>;
