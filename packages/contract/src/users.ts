import { z } from 'zod';
import {
  optionalQuery,
  pageSchema,
  perPageSchema,
  requiredText,
  sortDirectionSchema,
} from './common';
import { cursorQuerySchema, pagedReplyFields } from './paging';
import {
  userBillings,
  userPlans,
  userRoles,
  userSortColumns,
  userStatuses,
  usersListDefaults,
} from './users-values';

export * from './users-values';

export const userRoleSchema = z.enum(userRoles);
export const userStatusSchema = z.enum(userStatuses);
export const userPlanSchema = z.enum(userPlans);
/** Clients send billing in lower case ("auto debit"): accept any case, store the canonical one. */
export const userBillingSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (userBillings.find((b) => b.toLowerCase() === value.trim().toLowerCase()) ?? value)
      : value,
  z.enum(userBillings),
);

export const userSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    username: z.string(),
    email: z.string(),
    company: z.string(),
    country: z.string(),
    contact: z.string(),
    role: userRoleSchema,
    currentPlan: userPlanSchema,
    status: userStatusSchema,
    billing: z.enum(userBillings),
    avatar: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const usersListQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100)),
  page: pageSchema,
  perPage: perPageSchema(usersListDefaults.perPage),
  sort: sortDirectionSchema(usersListDefaults.sort),
  sortColumn: optionalQuery(z.enum(userSortColumns)).default(usersListDefaults.sortColumn),
  role: optionalQuery(userRoleSchema),
  status: optionalQuery(userStatusSchema),
  currentPlan: optionalQuery(userPlanSchema),
  cursor: cursorQuerySchema,
});
export type UsersListQuery = z.infer<typeof usersListQuerySchema>;

export const usersListReplySchema = z.object({
  users: z.array(userSchema),
  ...pagedReplyFields,
});
export type UsersListReply = z.infer<typeof usersListReplySchema>;

const optionalText = (max: number) => z.string().trim().max(max).default('');

/** The add-user body: the user object itself, not wrapped. */
export const newUserSchema = z.object({
  fullName: requiredText('Full name', 100),
  username: requiredText('Username', 30).regex(
    /^[a-zA-Z0-9_.-]+$/,
    'Username may contain only letters, digits, dot, dash and underscore',
  ),
  email: z.email({ error: 'Enter a valid email' }).trim().max(254),
  company: optionalText(100),
  country: optionalText(60),
  contact: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+()\-. ]*$/, 'Contact may contain only digits, spaces and + ( ) - .')
    .default(''),
  role: userRoleSchema,
  currentPlan: userPlanSchema,
  status: userStatusSchema.default('active'),
  billing: userBillingSchema.default('Auto Debit'),
  avatar: optionalText(500),
});
export type NewUser = z.infer<typeof newUserSchema>;
export type NewUserInput = z.input<typeof newUserSchema>;

export const userReplySchema = z.object({ user: userSchema });

export const usersMessages = {
  notFound: 'User not found',
  emailTaken: 'This email is already in use.',
  usernameTaken: 'This username is already in use.',
} as const;
