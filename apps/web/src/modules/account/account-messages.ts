import { type AccountMessageKey, accountMessages } from '@beacon/contract/account-values';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  type FormErrors,
  failureReason,
  schemaErrors,
  showServerErrors,
} from '../../lib/form-errors';

/** The contract's English messages by text, so both the form's checks and the API's translate. */
const keyOf = new Map<string, AccountMessageKey>(
  Object.entries(accountMessages).map(([key, message]) => [message, key as AccountMessageKey]),
);

/** A message of the contract in the reader's language; any other as it was written. */
export function translateMessage(t: TFunction, message: string): string {
  const key = keyOf.get(message);
  return key ? t(`account.errors.${key}`) : message;
}

/**
 * The form's values checked with the contract's schema (the same rules the API applies): the first
 * problem of each field, keyed by its path (`socialLinks.twitter`), in the reader's language.
 */
export const checkWith = (schema: z.ZodType, values: unknown, t: TFunction): FormErrors =>
  schemaErrors(schema.safeParse(values), {
    field: (path) => path.join('.'),
    message: (issue) => translateMessage(t, issue.message),
  });

export const toastSaved = (t: TFunction, what: string) =>
  notifications.show({
    color: 'green',
    title: t('account.saved.title'),
    message: t(`account.saved.${what}`),
  });

/** A failure with no field to show it on: a toast with the server's reason when it gave one. */
export function toastFailed(t: TFunction, error: unknown) {
  const reason = failureReason(error, {
    forbidden: t('account.errors.forbidden'),
    message: (message) => translateMessage(t, message),
    fallback: t('account.errors.saveFailed'),
  });
  notifications.show({ color: 'red', title: t('account.errors.saveFailedTitle'), message: reason });
}

/**
 * Handles a failed save: field messages go onto the form (and the first field gets the focus),
 * anything else becomes a toast, as does a refusal about no field the form has.
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
  const message = (text: string) => translateMessage(t, text);
  if (!showServerErrors(error, form, { field: fields, message, focus: true }))
    toastFailed(t, error);
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
