// The outbox's fixed values without zod, for code that must stay small: the web app's route
// search schemas are in its first-paint bundle. outbox.ts re-exports them.

/** How many mails one page of `GET /api/outbox` holds (`perPage`) by default, and at most. */
export const outboxPerPageDefault = 25;
export const outboxPerPageMax = 100;
export const outboxPerPageOptions = [10, 25, 50] as const;

/** The longest search `q` the list takes. */
export const outboxQueryMax = 100;

/** How many of one address's mails the demo outbox shows, newest first. */
export const outboxDemoLimit = 20;

export const outboxMessages = {
  notFound: 'There is no mail with this id in the outbox',
  demoClosed: 'This instance has no demo outbox',
} as const;
