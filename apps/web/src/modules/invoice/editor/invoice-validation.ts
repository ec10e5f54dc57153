import {
  type InvoiceBody,
  type InvoiceClientBody,
  invoiceBodySchema,
  invoiceClientBodySchema,
  invoiceMessages,
} from '@beacon/contract/invoice';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { type InvoiceFormValues, invoiceBody } from './invoice-form-values';

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

function collect(issues: readonly z.core.$ZodIssue[], t: TFunction, prefix = ''): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = prefix + issue.path.map(String).join('.');
    errors[path] ??= issueMessage(issue, path, t);
  }
  return errors;
}

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
  const errors = withoutClientDetails(collect(result.error.issues, t));
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
  const errors = collect(result.error.issues, t);
  if (errors.name) errors.name = t('invoice.editor.errors.required');
  return { body: null, errors };
}

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
