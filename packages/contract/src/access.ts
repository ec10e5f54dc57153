import { z } from 'zod';
import { optionalQuery, pageSchema, perPageSchema, recordIdSchema } from './common';
import {
  accessLevels,
  accessMessages,
  accessSubjectPattern,
  accessUsersPageSize,
  permissionNameMax,
  permissionsPageSize,
  roleNameMax,
} from './access-values';
import { registerRequestSchema } from './auth';
import { userPlans } from './users-values';

export * from './access-values';

// ---------------------------------------------------------------------------------------------
// Permissions

export const permissionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    assignedTo: z.array(z.string()).meta({ description: 'Role names, e.g. ["administrator"]' }),
    createdDate: z.string().meta({ description: 'e.g. "14 Apr 2021, 8:43 PM" (UTC)' }),
  })
  .meta({ id: 'Permission' });
export type Permission = z.infer<typeof permissionSchema>;

const searchText = optionalQuery(z.string().trim().max(100, 'q must be at most 100 characters'));

export const permissionsQuerySchema = z.object({
  q: searchText.default(''),
  perPage: perPageSchema(permissionsPageSize),
  page: pageSchema,
  assignedTo: optionalQuery(z.string().trim().max(roleNameMax)).default(''),
  allData: optionalQuery(z.enum(['true', 'false'], { error: 'allData must be true or false' }))
    .default('true')
    .meta({
      description: 'Added to the kept API: `false` leaves allData empty (a screen needs its page)',
    }),
});
export type PermissionsQuery = z.infer<typeof permissionsQuerySchema>;
export type PermissionsQueryInput = z.input<typeof permissionsQuerySchema>;

export const permissionsReplySchema = z.object({
  params: z.object({
    q: z.string(),
    perPage: z.number().int(),
    page: z.number().int(),
    assignedTo: z.string(),
  }),
  allData: z.array(permissionSchema),
  total: z.number().int(),
  permissions: z.array(permissionSchema),
});
export type PermissionsReply = z.infer<typeof permissionsReplySchema>;

export const permissionNameSchema = z
  .string({ error: accessMessages.permissionNameRequired })
  .trim()
  .min(1, accessMessages.permissionNameRequired)
  .max(permissionNameMax, `The name must be at most ${permissionNameMax} characters`);

/** The kept body is `{ permission: { name } }`; a bare name string is taken too. */
export const addPermissionBodySchema = z.object({
  permission: z.preprocess(
    (value) => (typeof value === 'string' ? { name: value } : value),
    z.object({ name: permissionNameSchema }, { error: accessMessages.permissionNameRequired }),
  ),
});
export const updatePermissionBodySchema = z.object({
  id: recordIdSchema('id'),
  name: permissionNameSchema,
});
export const permissionReplySchema = z.object({ permission: permissionSchema });
export const permissionIdQuerySchema = z.object({ id: recordIdSchema('id') });

// ---------------------------------------------------------------------------------------------
// Roles (an addition to the kept API: roles are stored and enforced)

const levelsSchema = z.array(z.enum(accessLevels, { error: 'Levels are read, write or create' }));

/** Levels per subject; subjects left out grant nothing. */
export const rolePermissionsSchema = z
  .record(
    z
      .string()
      .regex(accessSubjectPattern, { error: 'A subject is a word such as Todo or Invoice' }),
    levelsSchema,
  )
  .meta({
    description:
      'Levels per access subject, e.g. `{ "Todo": ["read", "write"] }`. A subject is a word (`^[A-Z][A-Za-z]{0,39}$`), one the API\'s modules name: an unknown one is refused with 400.',
  });
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;

export const roleMemberSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  avatar: z.string(),
});

export const roleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    manageAll: z.boolean().meta({ description: '"Administrator access": manage all' }),
    permissions: rolePermissionsSchema,
    totalUsers: z.number().int(),
    users: z.array(roleMemberSchema).meta({ description: 'The first few members, for avatars' }),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

export const rolesReplySchema = z.object({ roles: z.array(roleSchema) });
export const roleReplySchema = z.object({ role: roleSchema });

export const roleNameSchema = z
  .string({ error: accessMessages.roleNameRequired })
  .trim()
  .min(1, accessMessages.roleNameRequired)
  .max(roleNameMax, `The role name must be at most ${roleNameMax} characters`);

export const roleBodySchema = z.object({
  name: roleNameSchema,
  manageAll: z.boolean({ error: 'manageAll must be true or false' }).default(false),
  permissions: rolePermissionsSchema.default({}),
});
export type RoleBody = z.infer<typeof roleBodySchema>;
export type RoleBodyInput = z.input<typeof roleBodySchema>;
export const roleIdParamSchema = z.object({ id: recordIdSchema('id') });

// ---------------------------------------------------------------------------------------------
// The people who sign in, with their role (the roles page's table)

export const accessUserSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    username: z.string(),
    email: z.string(),
    avatar: z.string(),
    role: z.string(),
    currentPlan: z.enum(userPlans),
  })
  .meta({ id: 'AccessUser' });
export type AccessUser = z.infer<typeof accessUserSchema>;

export const accessUsersQuerySchema = z.object({
  q: searchText,
  role: optionalQuery(z.string().trim().max(roleNameMax)),
  currentPlan: optionalQuery(
    z.enum(userPlans, { error: `currentPlan must be one of: ${userPlans.join(', ')}` }),
  ),
  perPage: perPageSchema(accessUsersPageSize),
  page: pageSchema,
});
export type AccessUsersQuery = z.infer<typeof accessUsersQuerySchema>;
export type AccessUsersQueryInput = z.input<typeof accessUsersQuerySchema>;

export const accessUsersReplySchema = z.object({
  users: z.array(accessUserSchema),
  total: z.number().int(),
});
export type AccessUsersReply = z.infer<typeof accessUsersReplySchema>;

export const assignRoleBodySchema = z.object({ role: roleNameSchema });
export const accessUserReplySchema = z.object({ user: accessUserSchema });

/** A new person who can sign in, made by an admin in a chosen role. */
export const newAccessUserBodySchema = registerRequestSchema.extend({
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters'),
  role: roleNameSchema,
  currentPlan: z
    .enum(userPlans, { error: `The plan must be one of: ${userPlans.join(', ')}` })
    .default('basic'),
});
export type NewAccessUserBody = z.infer<typeof newAccessUserBodySchema>;
export type NewAccessUserBodyInput = z.input<typeof newAccessUserBodySchema>;
