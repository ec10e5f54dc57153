import { z } from 'zod';
import { registerRequestSchema } from './auth';
import { recoveryMessages } from './recovery-values';

export * from './recovery-values';

const email = registerRequestSchema.shape.email;
const password = registerRequestSchema.shape.password;
const token = z
  .string({ error: recoveryMessages.linkInvalid })
  .trim()
  .min(1, recoveryMessages.linkInvalid)
  .max(200, recoveryMessages.linkInvalid);

/** The same words whatever happened: the reply never tells whether an account has the address. */
export const sentReplySchema = z.object({ message: z.string() });
export type SentReply = z.infer<typeof sentReplySchema>;

export const forgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** A new password twice: sign-up's rules, and the two must match. */
const passwordPair = z.object({
  password,
  confirmPassword: z.string({ error: recoveryMessages.confirmMismatch }),
});
const matching = (body: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (body.confirmPassword !== body.password)
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: recoveryMessages.confirmMismatch,
    });
};

export const resetPasswordBodySchema = passwordPair.extend({ token }).superRefine(matching);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token });
export const verifyEmailReplySchema = z.object({
  message: z.string(),
  email: z.string().meta({ description: 'The address now confirmed (a changed one: the new one)' }),
});
export type VerifyEmailReply = z.infer<typeof verifyEmailReplySchema>;

export const resendVerificationBodySchema = z.object({ email });

/** Sign-up where the address must be confirmed first: no session until the link is followed. */
export const registerPendingSchema = z.object({
  verificationRequired: z.literal(true),
  email: z.string(),
});
export type RegisterPending = z.infer<typeof registerPendingSchema>;

export const invitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.string(),
    invitedBy: z.string().nullable().meta({ description: 'The inviter’s username' }),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationsReplySchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationsReply = z.infer<typeof invitationsReplySchema>;

export const newInvitationBodySchema = z.object({
  email,
  role: z.string({ error: 'Choose a role' }).trim().min(1, 'Choose a role').max(100),
});
export type NewInvitationBody = z.infer<typeof newInvitationBodySchema>;

export const invitationReplySchema = z.object({ invitation: invitationSchema });

export const invitationIdParamSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const invitationQuerySchema = z.object({ token });
export const invitationInfoSchema = z.object({ email: z.string(), role: z.string() });
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const acceptInvitationBodySchema = passwordPair
  .extend({ token, username: registerRequestSchema.shape.username })
  .superRefine(matching);
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
