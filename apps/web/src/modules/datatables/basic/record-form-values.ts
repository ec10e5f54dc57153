import { tableRowBodySchema, type TableRowBody } from '@beacon/contract/datatables';
import type { TFunction } from 'i18next';

/** The New Record form edits these; the contract schema decides what is valid. */
export interface RecordFormValues {
  full_name: string;
  post: string;
  email: string;
  /** YYYY-MM-DD, or '' before a day is chosen. */
  start_date: string;
  /** Mantine's NumberInput gives '' while empty. */
  salary: number | string;
}

export type RecordField = keyof RecordFormValues;
export type RecordErrors = Partial<Record<RecordField, string>>;

const fields: readonly RecordField[] = ['full_name', 'post', 'email', 'start_date', 'salary'];
const isField = (key: unknown): key is RecordField =>
  typeof key === 'string' && fields.some((field) => field === key);

const toBody = (values: RecordFormValues) => ({
  ...values,
  salary: values.salary === '' ? undefined : Number(values.salary),
});

/**
 * Checks the form with the API's own schema and gives the first problem of each field in the
 * reader's language. Empty result: nothing to fix.
 */
export function validateRecord(values: RecordFormValues, t: TFunction): RecordErrors {
  const result = tableRowBodySchema.safeParse(toBody(values));
  const errors: RecordErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    const value = String(values[field]).trim();
    if (value === '') errors[field] = t('datatables.add.errors.required');
    else if (issue.code === 'too_big' && field !== 'salary')
      errors[field] = t('datatables.add.errors.tooLong', { max: Number(issue.maximum) });
    else errors[field] = t(`datatables.add.errors.${field}`);
  }
  return errors;
}

/** The body the API wants (trimmed, defaults filled), or null when invalid. */
export function toRecordBody(values: RecordFormValues): TableRowBody | null {
  const result = tableRowBodySchema.safeParse(toBody(values));
  return result.success ? result.data : null;
}

/** A 400 reply's `{ field: [messages] }` as form errors, on the fields the form has. */
export function serverErrors(reply: Record<string, string[]>): RecordErrors {
  const errors: RecordErrors = {};
  for (const [field, messages] of Object.entries(reply)) {
    const message = messages[0];
    if (isField(field) && message !== undefined) errors[field] = message;
  }
  return errors;
}
