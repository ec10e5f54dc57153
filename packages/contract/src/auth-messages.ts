// The API's auth messages without zod: the sign-in screen maps them to translations and must not
// pull the schemas into its first paint (auth.ts re-exports these).

export const registerMessages = {
  emailTaken: 'This email is already in use.',
  usernameTaken: 'This username is already in use.',
} as const;

/**
 * What a new password may not be. The API alone checks the common-password list (it is large):
 * the forms show its message under the field when the reply comes back.
 */
export const passwordMessages = {
  blank: 'Password may not be only spaces',
  common: 'Password is too common: choose one that is harder to guess',
} as const;

export const authMessages = {
  invalidLogin: 'Email or Password is Invalid',
  invalidRefresh: 'Invalid refresh token',
  unauthenticated: 'Not authenticated',
  forbidden: 'You are not allowed to do this',
  registrationClosed: 'Registration is closed on this server. Ask an administrator for an account.',
  emailUnverified:
    'Confirm your e-mail address first: follow the link we sent you, or ask for a new one.',
} as const;
