import { type NewAccessUserBody, newAccessUserBodySchema } from '@beacon/contract/access';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { schemaErrors } from '../../../lib/form-errors';

/** The add-user form edits every field as a string; the contract's schema decides what is valid. */
export interface NewAccessUserValues {
  fullName: string;
  username: string;
  email: string;
  password: string;
  role: string;
  currentPlan: string;
}

export type NewAccessUserErrors = Partial<Record<keyof NewAccessUserValues, string>>;

const fields: readonly string[] = [
  'fullName',
  'username',
  'email',
  'password',
  'role',
  'currentPlan',
] satisfies (keyof NewAccessUserValues)[];
const isField = (key: unknown): key is keyof NewAccessUserValues =>
  typeof key === 'string' && fields.includes(key);
/** The form's field a path's first key or a reply's key names, if any. */
export const newAccessUserField = (key: unknown) => (isField(key) ? key : null);

function issueMessage(issue: z.core.$ZodIssue, values: NewAccessUserValues, t: TFunction): string {
  const field = issue.path[0];
  const typed = isField(field) ? values[field] : '';
  // The schema trims every field but the password: spaces there were typed.
  const value = field === 'password' ? typed : typed.trim();
  if (!value) return t('access.users.errors.required');
  switch (issue.code) {
    case 'too_small':
      return t('access.users.errors.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return t('access.errors.tooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (field === 'email') return t('access.users.errors.email');
      if (field === 'username') return t('access.users.errors.username');
      return t('access.users.errors.invalid');
    case 'custom':
      if (field === 'password') return t('access.users.errors.passwordBlank');
      return t('access.users.errors.invalid');
    default:
      return t('access.users.errors.invalid');
  }
}

/**
 * Checks the form with the API's own rules and gives the first problem of each field in the
 * reader's language; with nothing to fix, `body` is what to send.
 */
export function checkNewAccessUser(
  values: NewAccessUserValues,
  t: TFunction,
): { errors: NewAccessUserErrors; body: NewAccessUserBody | null } {
  const result = newAccessUserBodySchema.safeParse(values);
  if (result.success) return { errors: {}, body: result.data };
  const errors = schemaErrors(result, {
    field: (path) => newAccessUserField(path[0]),
    message: (issue) => issueMessage(issue, values, t),
  });
  return { errors, body: null };
}
