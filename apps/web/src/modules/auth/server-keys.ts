import { authMessages, passwordMessages, registerMessages } from '@beacon/contract/auth-messages';

// The API's English messages the sign-in pages have words for. Without zod or React, so that the
// sign-in pages' small entry (entry/guest-lite/) shares them with the React forms.
const serverKeys: Record<string, string> = {
  [authMessages.invalidLogin]: 'auth.errors.invalidLogin',
  [registerMessages.emailTaken]: 'auth.errors.emailTaken',
  [registerMessages.usernameTaken]: 'auth.errors.usernameTaken',
  [passwordMessages.blank]: 'auth.validation.passwordBlank',
  [passwordMessages.common]: 'auth.errors.passwordCommon',
};

/** An i18n key for a message the API sent, or the message itself when it is not a known one. */
export const serverMessage = (message: string): string => serverKeys[message] ?? message;
