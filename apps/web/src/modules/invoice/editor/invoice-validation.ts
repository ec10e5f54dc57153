import {
  type InvoiceBody,
  type InvoiceClientBody,
  invoiceBodySchema,
  invoiceClientBodySchema,
  invoiceMessages,
} from '@beacon/contract/invoice';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { schemaErrors } from '../../../lib/form-errors';
import { type InvoiceFormValues, invoiceBody } from './invoice-form-values';
import type { FormErrors } from './invoice-server-errors';

export { type FormErrors, invoiceMessage, invoiceServerErrors } from './invoice-server-errors';

function requiredMessage(path: string, t: TFunction): string {
  if (path === 'client.name') return t('invoice.editor.errors.client');
  if (/^items\.\d+\.item$/.test(path)) return t('invoice.editor.errors.item');
  return t('invoice.editor.errors.required');
}

/** One zod issue of the contract's schemas as a short message for the field at `path`. */
function issueMessage(issue: z.core.$ZodIssue, path: string, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return requiredMessage(path, t);
      if (issue.origin === 'array') return t('invoice.editor.errors.noItems');
      return Number(issue.minimum) === 0
        ? t('invoice.editor.errors.notNegative')
        : t('invoice.editor.errors.min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return t('invoice.editor.errors.tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array')
        return t('invoice.editor.errors.tooManyItems', { max: Number(issue.maximum) });
      return t('invoice.editor.errors.max', { max: Number(issue.maximum) });
    case 'invalid_type':
      return t(
        issue.expected === 'int'
          ? 'invoice.editor.errors.wholeNumber'
          : 'invoice.editor.errors.number',
      );
    case 'invalid_format':
      if (issue.format === 'email') return t('invoice.editor.errors.email');
      if (issue.format === 'date') return t('invoice.editor.errors.date');
      return t('invoice.editor.errors.invalid');
    case 'custom':
      // The contract's refinements: due before issued, and "at most two decimals" on money.
      return issue.message === invoiceMessages.dueBeforeIssued
        ? t('invoice.editor.errors.dueBeforeIssued')
        : t('invoice.editor.errors.decimals');
    default:
      return t('invoice.editor.errors.invalid');
  }
}

/** The first problem at each path (`items.0.cost`): the form's fields are named by them. */
const collect = (result: { error?: z.core.$ZodError }, t: TFunction): FormErrors =>
  schemaErrors(result, {
    field: (path) => path.map(String).join('.'),
    message: (issue, path) => issueMessage(issue, path, t),
  });

/** The client block is one picker: with no client chosen, only "choose a client" is worth saying. */
function withoutClientDetails(errors: FormErrors): FormErrors {
  if (!errors['client.name']) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([path]) => !path.startsWith('client.') || path === 'client.name',
    ),
  );
}

/**
 * Checks the editor with the contract's `invoiceBodySchema` (the rules the API applies to the same
 * body). `body` is what to send when `errors` is empty.
 */
export function checkInvoice(
  values: InvoiceFormValues,
  t: TFunction,
): { body: InvoiceBody | null; errors: FormErrors } {
  const result = invoiceBodySchema.safeParse(invoiceBody(values));
  if (result.success) return { body: result.data, errors: {} };
  const errors = withoutClientDetails(collect(result, t));
  // zod checks dates against each other only once every field is valid; say it at once.
  if (values.issuedOn && values.dueOn && values.dueOn < values.issuedOn)
    errors.dueOn ??= t('invoice.editor.errors.dueBeforeIssued');
  return { body: null, errors };
}

export const validateInvoice = (values: InvoiceFormValues, t: TFunction): FormErrors =>
  checkInvoice(values, t).errors;

/** The new-client drawer's check, with the same schema as POST /api/invoice/clients. */
export function checkClient(
  values: InvoiceClientBody,
  t: TFunction,
): { body: InvoiceClientBody | null; errors: FormErrors } {
  const result = invoiceClientBodySchema.safeParse(values);
  if (result.success) return { body: result.data, errors: {} };
  const errors = collect(result, t);
  if (errors.name) errors.name = t('invoice.editor.errors.required');
  return { body: null, errors };
}
