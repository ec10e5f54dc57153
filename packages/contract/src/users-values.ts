// The users module's fixed values without zod, for code that must stay small: the web app's route
// search schemas are in its first-paint bundle (users.ts re-exports all of this).

export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export const userStatuses = ['active', 'inactive', 'pending'] as const;
export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const;
export const userBillings = [
  'Auto Debit',
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
] as const;

export const userSortColumns = [
  'id',
  'fullName',
  'username',
  'email',
  'company',
  'country',
  'contact',
  'role',
  'currentPlan',
  'status',
  'billing',
] as const;
export type UserSortColumn = (typeof userSortColumns)[number];

/**
 * The users list's search when a client leaves a param out: page 1 of 10, by full name A to Z.
 * The API applies it and the list screen starts from it, so both show the same first page.
 */
export const usersListDefaults = {
  q: '',
  page: 1,
  perPage: 10,
  sort: 'asc',
  sortColumn: 'fullName',
} as const;
