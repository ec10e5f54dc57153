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

export const auditResources = [
  'accounts',
  'account_settings',
  'roles',
  'permissions',
  'users',
  'products',
  'cart_items',
  'wishlist_items',
  'addresses',
  'orders',
  'tasks',
  'events',
  'emails',
  'chat_profiles',
  'chat_members',
  'chat_messages',
  'invoices',
  'invoice_clients',
  'invoice_payments',
  'table_rows',
  'blog_posts',
  'blog_comments',
  'poll_votes',
  'bookmarks',
  'sessions',
] as const;
export type AuditResource = (typeof auditResources)[number];

/** The most entries one page of `GET /api/audit` holds (`perPage`), and its default. */
export const auditPerPageMax = 100;
export const auditPerPageDefault = 25;

/** Longest `resourceId` the list accepts as a filter. */
export const auditResourceIdMax = 100;

/** A secret's recorded value: it changed, and nothing more is said. */
export const auditHidden = '[hidden]';

/** How many entries `GET /api/users/activity` returns, newest first. */
export const userActivityLimit = 20;
