import { newUserSchema, usersMessages, type NewUser } from '@beacon/contract/users';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** The add-user form edits every field as a string; the contract schema decides what is valid. */
export interface NewUserFormValues {
  fullName: string;
  username: string;
  email: string;
  company: string;
  country: string;
  contact: string;
  role: string;
  currentPlan: string;
  billing: string;
  status: string;
}

export type NewUserErrors = Partial<Record<keyof NewUserFormValues, string>>;

const isField = (key: unknown): key is keyof NewUserFormValues =>
  typeof key === 'string' && key in newUserSchema.shape;

function issueMessage(issue: z.core.$ZodIssue, values: NewUserFormValues, t: TFunction): string {
  const field = issue.path[0];
  const value = isField(field) ? values[field].trim() : '';
  switch (issue.code) {
    case 'too_small':
      return t('users.form.errors.required');
    case 'too_big':
      return t('users.form.errors.tooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (field === 'email')
        return t(value ? 'users.form.errors.email' : 'users.form.errors.required');
      if (field === 'username') return t('users.form.errors.username');
      if (field === 'contact') return t('users.form.errors.contact');
      return t('users.form.errors.invalid');
    default:
      return t('users.form.errors.invalid');
  }
}

/**
 * Checks the form with the contract's `newUserSchema` (the same rules the API applies) and gives
 * the first problem of each field in the reader's language. Empty result: nothing to fix.
 */
export function validateNewUser(values: NewUserFormValues, t: TFunction): NewUserErrors {
  const result = newUserSchema.safeParse(values);
  const errors: NewUserErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issueMessage(issue, values, t);
  }
  return errors;
}

/** The values as the API wants them (trimmed, defaults filled), or null when invalid. */
export function toNewUser(values: NewUserFormValues): NewUser | null {
  const result = newUserSchema.safeParse(values);
  return result.success ? result.data : null;
}

const knownServerMessages: Record<string, string> = {
  [usersMessages.emailTaken]: 'users.form.errors.emailTaken',
  [usersMessages.usernameTaken]: 'users.form.errors.usernameTaken',
};

/** A 400/409 reply's `{ field: [messages] }` as form errors; known messages are translated. */
export function serverErrors(fields: Record<string, string[]>, t: TFunction): NewUserErrors {
  const errors: NewUserErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!isField(field) || message === undefined) continue;
    const key = knownServerMessages[message];
    errors[field] = key ? t(key) : message;
  }
  return errors;
}
