// The schema index: every module's tables, for the typed client and drizzle-kit.
export * from '../modules/auth/auth.table';
export * from '../modules/users/users.table';
export * from '../modules/ecommerce/ecommerce.table';
export * from '../modules/todo/todo.table';
export * from '../modules/calendar/calendar.table';
export * from '../modules/email/email.table';
export * from '../modules/chat/chat.table';
export * from '../modules/invoice/invoice.table';
export * from '../modules/datatables/datatables.table';
export * from '../modules/access/access.table';
export * from '../modules/pages/pages.table';
export * from '../modules/auth/account-settings.table';
export * from '../modules/search/search.table';
export * from '../modules/blog/blog.table';
export * from '../lib/audit/audit.table';
