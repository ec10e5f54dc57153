import { type AccountMessageKey, accountMessages } from '@beacon/contract/account-values';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/http';

/** The contract's English messages by text, so both the form's checks and the API's translate. */
const keyOf = new Map<string, AccountMessageKey>(
  Object.entries(accountMessages).map(([key, message]) => [message, key as AccountMessageKey]),
);

/** A message of the contract in the reader's language; any other as it was written. */
export function translateMessage(t: TFunction, message: string): string {
  const key = keyOf.get(message);
  return key ? t(`account.errors.${key}`) : message;
}

export type FormErrors = Record<string, string>;

/**
 * The form's values checked with the contract's schema (the same rules the API applies): the first
 * problem of each field, keyed by its path (`socialLinks.twitter`), in the reader's language.
 */
export function checkWith(schema: z.ZodType, values: unknown, t: TFunction): FormErrors {
  const result = schema.safeParse(values);
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= translateMessage(t, issue.message);
  }
  return errors;
}

/** The field messages of a 400/409 reply, translated; null for any other failure. */
export function serverErrors(error: unknown, t: TFunction): FormErrors | null {
  const fields = error instanceof ApiError ? error.fields : null;
  if (!fields) return null;
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    const first = messages[0];
    if (first !== undefined) errors[field] = translateMessage(t, first);
  }
  return errors;
}

export const toastSaved = (t: TFunction, what: string) =>
  notifications.show({
    color: 'green',
    title: t('account.saved.title'),
    message: t(`account.saved.${what}`),
  });

/** A failure with no field to show it on: a toast with the server's reason when it gave one. */
export function toastFailed(t: TFunction, error: unknown) {
  const reason =
    error instanceof ApiError && typeof error.body?.error === 'string'
      ? error.status === 403
        ? t('account.errors.forbidden')
        : translateMessage(t, error.body.error)
      : t('account.errors.saveFailed');
  notifications.show({ color: 'red', title: t('account.errors.saveFailedTitle'), message: reason });
}

/**
 * Handles a failed save: field messages go onto the form (and the first field gets the focus),
 * anything else becomes a toast. Field keys the form does not have go into a toast too.
 */
export function showSaveError(
  t: TFunction,
  error: unknown,
  form: {
    setErrors: (errors: FormErrors) => void;
    getInputNode: (path: string) => HTMLElement | null;
  },
  fields: readonly string[],
) {
  const errors = serverErrors(error, t);
  const known = errors ? Object.keys(errors).filter((key) => fields.includes(key)) : [];
  if (!errors || known.length === 0) {
    toastFailed(t, error);
    return;
  }
  form.setErrors(errors);
  const first = known[0];
  if (first) form.getInputNode(first)?.focus();
}

/** Takes the keyboard to the first field (in form order) the check refused. */
export function focusFirstError(
  form: { getInputNode: (path: string) => HTMLElement | null },
  fields: readonly string[],
  errors: Record<string, unknown>,
) {
  const first = fields.find((field) => errors[field] !== undefined && errors[field] !== null);
  if (first) form.getInputNode(first)?.focus();
}
