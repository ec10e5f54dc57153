// Password reset, e-mail verification and invitations: what the API says, without zod, so that the
// sign-in pages can match a reply's message to a translation without loading the schemas.

/** How long each one-time link works, in minutes. */
export const linkLifetimes = {
  reset: 30,
  verify: 24 * 60,
  emailChange: 24 * 60,
  invitation: 7 * 24 * 60,
} as const;

export const recoveryMessages = {
  /** Said whether or not an account has the address: the answer must not tell which. */
  resetSent:
    'If an account uses this address, we sent it a link to choose a new password. It works for 30 minutes.',
  verificationSent:
    'If an account with this address still needs confirming, we sent it a new link. It works for 24 hours.',
  passwordChanged: 'Your password is changed. Sign in with the new one.',
  emailVerified: 'Your e-mail address is confirmed.',
  linkInvalid: 'This link is invalid, already used or expired. Ask for a new one.',
  emailTakenMeanwhile: 'Another account uses this address now, so it cannot become yours.',
  confirmMismatch: 'The passwords do not match',
  invitationInvalid: 'This invitation is invalid, already used, revoked or expired.',
  accountExists: 'An account already uses this address.',
  invitationNotFound: 'There is no pending invitation with this id',
} as const;
