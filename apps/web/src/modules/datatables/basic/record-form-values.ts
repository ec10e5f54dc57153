import { tableRowBodySchema, type TableRowBody } from '@beacon/contract/datatables';
import type { TFunction } from 'i18next';
import { schemaErrors } from '../../../lib/form-errors';

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

/** The form's fields, which are the API's. */
export const recordFields: readonly RecordField[] = [
  'full_name',
  'post',
  'email',
  'start_date',
  'salary',
];

const toBody = (values: RecordFormValues) => ({
  ...values,
  salary: values.salary === '' ? undefined : Number(values.salary),
});

/**
 * Checks the form with the API's own schema and gives the first problem of each field in the
 * reader's language. Empty result: nothing to fix.
 */
export const validateRecord = (values: RecordFormValues, t: TFunction): RecordErrors =>
  schemaErrors(tableRowBodySchema.safeParse(toBody(values)), {
    field: recordFields,
    message: (issue, field) => {
      if (String(values[field]).trim() === '') return t('datatables.add.errors.required');
      if (issue.code === 'too_big' && field !== 'salary')
        return t('datatables.add.errors.tooLong', { max: Number(issue.maximum) });
      return t(`datatables.add.errors.${field}`);
    },
  });

/** The body the API wants (trimmed, defaults filled), or null when invalid. */
export function toRecordBody(values: RecordFormValues): TableRowBody | null {
  const result = tableRowBodySchema.safeParse(toBody(values));
  return result.success ? result.data : null;
}
