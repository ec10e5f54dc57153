import type { z } from 'zod';
import { type FormErrors, schemaErrors as errorsOf } from '../../lib/form-errors';

/**
 * Form errors hold i18n keys (`auth.…`), translated when rendered so a language switch applies to
 * messages already on screen. A message we have no key for (a new server text) is shown as sent.
 */
export type FieldMessage = string;

const required: Record<string, string> = {
  email: 'auth.validation.emailRequired',
  password: 'auth.validation.passwordRequired',
  username: 'auth.validation.usernameRequired',
};

// Keyed by field and zod issue code rather than by the contract's English text, so rewording a
// contract message does not silently fall back to English here.
const byCode: Record<string, Record<string, string>> = {
  email: {
    invalid_format: 'auth.validation.emailInvalid',
    too_big: 'auth.validation.emailTooLong',
  },
  password: {
    custom: 'auth.validation.passwordBlank',
    too_small: 'auth.validation.passwordTooShort',
    too_big: 'auth.validation.passwordTooLong',
  },
  username: {
    too_small: 'auth.validation.usernameTooShort',
    too_big: 'auth.validation.usernameTooLong',
    invalid_format: 'auth.validation.usernameCharacters',
  },
};

export { serverMessage } from './server-keys';

/** Validates with a contract schema; one message (key) per field, as Mantine's form expects. */
export const schemaErrors = (schema: z.ZodType, values: Record<string, unknown>): FormErrors =>
  errorsOf(schema.safeParse(values), {
    field: (path) => String(path[0] ?? ''),
    message: (issue, field) => {
      const value = values[field];
      // The schema trims the e-mail and username, not the password: spaces there were typed.
      const text = typeof value !== 'string' ? '' : field === 'password' ? value : value.trim();
      return (
        (text === '' ? required[field] : undefined) ?? byCode[field]?.[issue.code] ?? issue.message
      );
    },
  });
