import { z } from 'zod';
import { passwordMessages } from './auth-messages';

export * from './auth-messages';

/**
 * A password of spaces, tabs or line breaks only: a slip more than a choice, and guessed at once.
 * Empty is not blank here: the length rule says what is wrong with it.
 */
export const isBlankPassword = (password: string): boolean =>
  password !== '' && !/\S/.test(password);

export const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() });
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

export const roleSchema = z.enum(['admin', 'client']);

/** The signed-in user as the client stores it (`userData`); never carries the password. */
export const userDataSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    username: z.string(),
    avatar: z.string().nullable(),
    email: z.string(),
    role: z.string(),
    ability: z.array(abilityRuleSchema),
    extras: z.object({ eCommerceCartItemsCount: z.number().int() }),
  })
  .meta({ id: 'UserData' });
export type UserData = z.infer<typeof userDataSchema>;

export const loginRequestSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const loginReplySchema = tokenPairSchema.extend({ userData: userDataSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;

/**
 * The password was right, and a second step is due: a code (`code`), or setting two-factor
 * sign-in up first because the account's role requires it (`setup`). `challenge` proves the
 * password for a few minutes (modules/auth/two-factor).
 */
export const twoFactorChallengeSchema = z
  .object({ twoFactor: z.enum(['code', 'setup']), challenge: z.string() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** What `/jwt/login` answers: the tokens, or the second step it asks for first. */
export const loginOutcomeSchema = loginReplySchema.or(twoFactorChallengeSchema);
export type LoginOutcome = z.infer<typeof loginOutcomeSchema>;

export const usernamePattern = /^[a-zA-Z0-9_.-]+$/;
export const registerRequestSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(30, 'Username must be at most 30 characters')
    .regex(usernamePattern, 'Username may contain only letters, digits, dot, dash and underscore'),
  email: z.email({ error: 'Enter a valid email' }).trim().max(254),
  // Blank first: eight spaces get the message that says what is wrong with them.
  password: z
    .string({ error: 'Password is required' })
    .refine((password) => !isBlankPassword(password), passwordMessages.blank)
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be at most 200 characters'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerReplySchema = tokenPairSchema.extend({ user: userDataSchema });
export type RegisterReply = z.infer<typeof registerReplySchema>;

/** A taken e-mail or username: 200 with both keys, null where there is no clash (kept API). */
export const registerClashSchema = z.object({
  error: z.object({ email: z.string().nullable(), username: z.string().nullable() }),
});
export type RegisterClash = z.infer<typeof registerClashSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required'),
});
export const refreshReplySchema = loginReplySchema;
export type RefreshReply = z.infer<typeof refreshReplySchema>;
