// The access module's fixed values without zod, for code that must stay small (the web app's route
// search schemas, the role matrix); access.ts re-exports all of this.

/**
 * What an access subject looks like: a CASL subject a role's matrix grants, such as `Todo`. Each
 * of the API's modules names its own (`Access` is roles and permissions, `ACL` the access-control
 * page), so the contract holds no list of them: the API refuses a subject no module names.
 */
export const accessSubjectPattern = /^[A-Z][A-Za-z]{0,39}$/;

/** The matrix's columns: write is update and delete. */
export const accessLevels = ['read', 'write', 'create'] as const;
export type AccessLevel = (typeof accessLevels)[number];

/** Each level as the CASL actions the server's `requires(action, subject)` checks. */
export const levelActions: Record<AccessLevel, readonly string[]> = {
  read: ['read'],
  write: ['update', 'delete'],
  create: ['create'],
};

/** The sample roles, in the order of their cards, after the demo accounts' two. */
export const sampleRoleNames = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
] as const;
/** The demo accounts' roles: admin manages all, client reads the access-control page. */
export const demoRoleNames = ['admin', 'client'] as const;

export const roleNameMax = 50;
export const permissionNameMax = 100;
export const permissionsPageSize = 10;
export const permissionsPageSizes = [10, 25, 50] as const;
export const accessUsersPageSize = 10;
/** How many members a role card shows as avatars. */
export const roleAvatarsShown = 5;

export const accessMessages = {
  permissionNameRequired: 'Please enter a valid Permission Name',
  permissionNameTaken: 'A permission with this name already exists',
  permissionNotFound: 'There is no permission with this id',
  roleNameRequired: 'Please enter a role name',
  roleNameTaken: 'A role with this name already exists',
  roleNotFound: 'There is no role with this id',
  roleUnknown: 'There is no role with this name',
  roleHasUsers: 'This role still has users: give them another role first',
  lastManageAll: 'You cannot remove administrator access from yourself',
  userNotFound: 'There is no user with this id',
} as const;
