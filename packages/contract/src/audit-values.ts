// The audit log's fixed values without zod, for code that must stay small: the web app's route
// search schemas are in its first-paint bundle. audit.ts re-exports them.

export const auditActions = [
  'create',
  'update',
  'delete',
  'sign-in',
  'sign-out',
  'role-change',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What an audit resource looks like: a table the log records writes to (`tasks`), or `sessions`
 * for sign-ins and sign-outs. Each of the API's modules names its own, so the contract holds no
 * list of them: the API refuses a resource no module names.
 */
export const auditResourcePattern = /^[a-z][a-z0-9_]{0,62}$/;

/** The most entries one page of `GET /api/audit` holds (`perPage`), and its default. */
export const auditPerPageMax = 100;
export const auditPerPageDefault = 25;

/** Longest `resourceId` the list accepts as a filter. */
export const auditResourceIdMax = 100;

/** A secret's recorded value: it changed, and nothing more is said. */
export const auditHidden = '[hidden]';

/** How many entries `GET /api/users/activity` returns, newest first. */
export const userActivityLimit = 20;
