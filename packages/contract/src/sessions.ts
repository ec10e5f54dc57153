import { z } from 'zod';

/** One sign-in of the caller's, as the sessions list shows it. */
export const sessionSchema = z.object({
  id: z.string(),
  /** Browser and system from the user agent, e.g. "Chrome on Linux"; empty when unknown. */
  device: z.string(),
  address: z.string().nullable(),
  method: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The sign-in this request's token belongs to. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionsReplySchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionsReply = z.infer<typeof sessionsReplySchema>;

export const sessionIdParamSchema = z.object({
  id: z.uuid({ error: 'id must be a session id' }),
});

export const sessionsRevokedSchema = z.object({ revoked: z.number().int() });
