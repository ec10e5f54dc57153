import { invoiceMessages } from '@beacon/contract/invoice-values';
import type { TFunction } from 'i18next';

// Without zod, unlike invoice-validation.ts: the editor shows a 400's messages with this, and its
// route's chunk does without the contract's schemas.

/** Errors keyed by the form's paths, which are the API's: `client.name`, `items.0.cost`. */
export type FormErrors = Record<string, string>;

const messageKeys: Record<string, string> = {
  [invoiceMessages.dueBeforeIssued]: 'invoice.editor.errors.dueBeforeIssued',
  [invoiceMessages.belowPaid]: 'invoice.editor.errors.belowPaid',
  [invoiceMessages.noItems]: 'invoice.editor.errors.noItems',
};

/** A message the contract wrote, in the reader's language when the screen knows it. */
export const translateMessage = (message: string, t: TFunction): string => {
  const key = messageKeys[message];
  return key ? t(key) : message;
};

/**
 * A 400 reply's `{ 'items.0.cost': [messages] }` split into the messages a field of the form can
 * show (`isField` decides) and the rest, which the screen shows on its own.
 */
export function serverErrors(
  fields: Record<string, string[]>,
  isField: (path: string) => boolean,
  t: TFunction,
): { errors: FormErrors; other: string[] } {
  const errors: FormErrors = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (message === undefined) continue;
    if (isField(path)) errors[path] ??= translateMessage(message, t);
    else other.push(translateMessage(message, t));
  }
  return { errors, other };
}
