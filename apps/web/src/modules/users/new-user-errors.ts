import { newUserSchema, usersMessages, type NewUser } from '@beacon/contract/users';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { type ServerErrorOptions, knownMessages, schemaErrors } from '../../lib/form-errors';

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
const fieldOf = (key: unknown) => (isField(key) ? key : null);

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
export const validateNewUser = (values: NewUserFormValues, t: TFunction): NewUserErrors =>
  schemaErrors(newUserSchema.safeParse(values), {
    field: (path) => fieldOf(path[0]),
    message: (issue) => issueMessage(issue, values, t),
  });

/** The values as the API wants them (trimmed, defaults filled), or null when invalid. */
export function toNewUser(values: NewUserFormValues): NewUser | null {
  const result = newUserSchema.safeParse(values);
  return result.success ? result.data : null;
}

/** Where a 400/409 reply's field messages go on the form; the known ones are translated. */
export const newUserServerErrors = (t: TFunction): ServerErrorOptions<keyof NewUserFormValues> => ({
  field: fieldOf,
  message: knownMessages(t, {
    [usersMessages.emailTaken]: 'users.form.errors.emailTaken',
    [usersMessages.usernameTaken]: 'users.form.errors.usernameTaken',
  }),
});
