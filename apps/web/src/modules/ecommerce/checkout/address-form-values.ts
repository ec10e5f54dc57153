import { newAddressSchema, type NewAddress } from '@beacon/contract/ecommerce';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { type ServerErrorOptions, schemaErrors } from '../../../lib/form-errors';

/** The address form edits every field as a string; the contract schema decides what is valid. */
export interface AddressFormValues {
  fullName: string;
  mobile: string;
  houseNumber: string;
  landmark: string;
  city: string;
  pincode: string;
  state: string;
  type: string;
}

export const emptyAddress: AddressFormValues = {
  fullName: '',
  mobile: '',
  houseNumber: '',
  landmark: '',
  city: '',
  pincode: '',
  state: '',
  type: 'home',
};

export type AddressErrors = Partial<Record<keyof AddressFormValues, string>>;

const isField = (key: unknown): key is keyof AddressFormValues =>
  typeof key === 'string' && key in newAddressSchema.shape;
const fieldOf = (key: unknown) => (isField(key) ? key : null);

function issueMessage(issue: z.core.$ZodIssue, values: AddressFormValues, t: TFunction): string {
  const field = issue.path[0];
  const empty = isField(field) && values[field].trim() === '';
  if (empty && field !== 'type') return t('checkout.address.errors.required');
  switch (issue.code) {
    case 'too_small':
      return t('checkout.address.errors.required');
    case 'too_big':
      return t('checkout.address.errors.tooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (field === 'mobile') return t('checkout.address.errors.mobile');
      if (field === 'pincode') return t('checkout.address.errors.pincode');
      return t('checkout.address.errors.invalid');
    case 'custom':
      // The only refinement: a mobile number has 7 to 15 digits.
      if (field === 'mobile') return t('checkout.address.errors.mobileDigits');
      return t('checkout.address.errors.invalid');
    case 'invalid_value':
      if (field === 'type') return t('checkout.address.errors.type');
      return t('checkout.address.errors.invalid');
    default:
      return t('checkout.address.errors.invalid');
  }
}

/**
 * Checks the form with the contract's `newAddressSchema` (the rules the API applies) and gives the
 * first problem of each field in the reader's language. Empty result: nothing to fix.
 */
export const validateAddress = (values: AddressFormValues, t: TFunction): AddressErrors =>
  schemaErrors(newAddressSchema.safeParse(values), {
    field: (path) => fieldOf(path[0]),
    message: (issue) => issueMessage(issue, values, t),
  });

/** The address as the API wants it (trimmed, defaults filled), or null when invalid. */
export function toNewAddress(values: AddressFormValues): NewAddress | null {
  const result = newAddressSchema.safeParse(values);
  return result.success ? result.data : null;
}

/**
 * Where a 400 reply's field messages go on the form. The server checks with the same schema, so a
 * field it refuses is checked again here to say why in the reader's language; a message the
 * client rules do not explain (a rule only the server knows) is shown as the server wrote it.
 */
export function addressServerErrors(
  values: AddressFormValues,
  t: TFunction,
): ServerErrorOptions<keyof AddressFormValues> {
  const local = validateAddress(values, t);
  return { field: fieldOf, message: (message, field) => local[field] ?? message };
}
