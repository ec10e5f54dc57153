import { invoiceMessages } from '@beacon/contract/invoice-values';
import type { TFunction } from 'i18next';
import { type ServerErrorOptions, knownMessages } from '../../../lib/form-errors';

// Without zod, unlike invoice-validation.ts: the editor shows a 400's messages with this, and its
// route's chunk does without the contract's schemas.

/** Errors keyed by the form's paths, which are the API's: `client.name`, `items.0.cost`. */
export type { FormErrors } from '../../../lib/form-errors';

/** A message the contract wrote, in the reader's language when the screen knows it. */
export const invoiceMessage = (t: TFunction) =>
  knownMessages(t, {
    [invoiceMessages.dueBeforeIssued]: 'invoice.editor.errors.dueBeforeIssued',
    [invoiceMessages.belowPaid]: 'invoice.editor.errors.belowPaid',
    [invoiceMessages.noItems]: 'invoice.editor.errors.noItems',
  });

/**
 * Where a 400 reply's `{ 'items.0.cost': [messages] }` go: on the form's field of that path when
 * `isField` says it has one; the rest the screen shows on its own.
 */
export const invoiceServerErrors = (
  t: TFunction,
  isField: (path: string) => boolean,
): ServerErrorOptions<string> => ({
  field: (path) => (isField(path) ? path : null),
  message: invoiceMessage(t),
});
