import { z } from 'zod';
import { loginReplySchema } from './auth';

export { twoFactorChallengeSchema, type TwoFactorChallenge } from './auth';

/** What the API answers about two-factor sign-in; the web app maps them to translations. */
export const twoFactorMessages = {
  codeFormat: 'Enter the six-digit code from your authenticator app',
  codeWrong: 'This code is wrong or was already used',
  recoveryCodeWrong: 'This recovery code is wrong or was already used',
  oneOfCodes: 'Enter a code or a recovery code',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is off',
  notSetUp: 'Start the setup first',
  challengeExpired: 'This sign-in took too long: sign in again',
  passwordWrong: 'The password is wrong',
} as const;

/** How many recovery codes an account gets at once. */
export const recoveryCodeCount = 10;

const codeSchema = z
  .string({ error: twoFactorMessages.codeFormat })
  .trim()
  .regex(/^\d{6}$/, twoFactorMessages.codeFormat);

const challengeSchema = z
  .string({ error: twoFactorMessages.challengeExpired })
  .min(1, twoFactorMessages.challengeExpired)
  .max(4096, twoFactorMessages.challengeExpired);

const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(200, 'Password must be at most 200 characters');

/** A new authenticator secret: the QR (an SVG document) and the text for typing it in. */
export const twoFactorSetupReplySchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export type TwoFactorSetupReply = z.infer<typeof twoFactorSetupReplySchema>;

export const twoFactorCodeBodySchema = z.object({ code: codeSchema });
export const twoFactorPasswordBodySchema = z.object({ password: passwordSchema });

/** Shown once: only their hashes are kept. */
export const recoveryCodesReplySchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReplySchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  requiredByRole: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

const recoveryCodeSchema = z.string().trim().min(1).max(64);

/** A code from the app, or one recovery code: exactly one of them. */
export const twoFactorVerifyBodySchema = z
  .object({
    challenge: challengeSchema,
    code: codeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.code === undefined) === (body.recoveryCode === undefined))
      ctx.addIssue({ code: 'custom', path: ['code'], message: twoFactorMessages.oneOfCodes });
  });
export type TwoFactorVerifyBody = z.infer<typeof twoFactorVerifyBodySchema>;

export const twoFactorChallengeBodySchema = z.object({ challenge: challengeSchema });
export const twoFactorSetupConfirmBodySchema = z.object({
  challenge: challengeSchema,
  code: codeSchema,
});

/** The sign-in reply, with the recovery codes of the two-factor sign-in just set up. */
export const twoFactorSetupConfirmReplySchema = loginReplySchema.extend({
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorSetupConfirmReply = z.infer<typeof twoFactorSetupConfirmReplySchema>;

export const roleTwoFactorBodySchema = z.object({
  required: z.boolean({ error: 'required must be true or false' }),
});
export const roleTwoFactorSchema = z.object({ id: z.number().int(), required: z.boolean() });
export const rolesTwoFactorReplySchema = z.object({ roles: z.array(roleTwoFactorSchema) });
export type RolesTwoFactorReply = z.infer<typeof rolesTwoFactorReplySchema>;
