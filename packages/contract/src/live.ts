import { z } from 'zod';

/**
 * The live channel (`/api/live`): one socket per session. The client authenticates with its access
 * token, subscribes to topics (`user:<id>`, `presence`, later one per list), and sends commands a
 * module handles (`chat.typing`). Every message is one JSON object.
 */
export const livePath = '/api/live';

/** Close codes: the client refreshes its token and reconnects on `unauthorized`. */
export const liveCloseCodes = { unauthorized: 4401, forbidden: 4403, badMessage: 4400 } as const;

export const liveTopicSchema = z.string().min(1).max(200);

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1) }),
  z.object({ type: z.literal('subscribe'), topic: liveTopicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: liveTopicSchema }),
  z.object({ type: z.literal('command'), name: z.string().min(1).max(100), data: z.unknown() }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** Any event a module publishes: a `type` plus its own fields. */
export type LiveEvent = { type: string } & Record<string, unknown>;

export type LiveServerMessage =
  | { type: 'ready'; userId: number }
  | { type: 'subscribed'; topic: string }
  | { type: 'event'; topic: string; event: LiveEvent }
  | { type: 'error'; message: string; topic?: string }
  | { type: 'pong' };

export const userTopic = (userId: number) => `user:${userId}`;
export const presenceTopic = 'presence';

/**
 * A list's rows changed (after the write's commit): `list:<resource>` for a shared list (users,
 * products, invoices), `list:<resource>:<ownerId>` for one account's rows (tasks, events, mail).
 * Resources are the audit log's (audit.ts). Clients refetch that list's queries.
 */
export const listTopic = (resource: string, ownerId?: number) =>
  ownerId === undefined ? `list:${resource}` : `list:${resource}:${ownerId}`;
export const listChangedType = 'list.changed';
