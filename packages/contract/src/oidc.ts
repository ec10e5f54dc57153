import { z } from 'zod';
import { loginReplySchema, twoFactorChallengeSchema } from './auth';
import { recordIdSchema } from './common';

export { type OidcErrorCode, oidcErrorCodes } from './oidc-values';

/** What the OpenID Connect routes answer in words; the web shows its own translation. */
export const oidcMessages = {
  handoffInvalid: 'This sign-in link is no longer valid. Sign in again.',
  notFound: 'There is no such link',
} as const;

/** Where to go once signed in: a path of this app only, never another site. */
export const oidcStartQuerySchema = z.object({
  redirect: z
    .string()
    .max(2_000)
    .optional()
    .transform((path) =>
      path !== undefined && path.startsWith('/') && !/^\/[/\\]/.test(path) ? path : '/',
    ),
});

/** What the provider sends back: a code and the state, or an error. */
export const oidcCallbackQuerySchema = z.object({
  code: z.string().max(4_000).optional(),
  state: z.string().max(1_000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2_000).optional(),
  iss: z.string().max(2_000).optional(),
});

export const oidcCompleteBodySchema = z.object({
  handoff: z
    .string({ error: 'handoff is required' })
    .min(1, 'handoff is required')
    .max(4_000, 'handoff is too long'),
});
export type OidcCompleteBody = z.infer<typeof oidcCompleteBodySchema>;

/**
 * The sign-in reply, or the second step the account owes first (as after a password), each with
 * the app path the person was on when they chose the provider.
 */
export const oidcCompleteReplySchema = loginReplySchema
  .extend({ redirect: z.string() })
  .or(twoFactorChallengeSchema.extend({ redirect: z.string() }));
export type OidcCompleteReply = z.infer<typeof oidcCompleteReplySchema>;

export const oidcLinkSchema = z
  .object({
    id: z.number().int(),
    issuer: z.string(),
    email: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OidcLink' });
export type OidcLink = z.infer<typeof oidcLinkSchema>;

export const oidcLinkListSchema = z.array(oidcLinkSchema);

export const oidcLinkParamsSchema = z.object({ id: recordIdSchema('id') });
