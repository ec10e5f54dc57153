import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { type InvoiceFormValues, blankInvoice } from './invoice-form-values';
import { otherMessages, serverErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import { checkInvoice, invoiceMessage, invoiceServerErrors } from './invoice-validation';

// The key itself stands for the message: what is checked is which field says what.
const t = ((key: string) => key) as unknown as TFunction;

const valid = (): InvoiceFormValues => ({
  ...blankInvoice(new Date(2031, 3, 2)),
  client: {
    name: 'Ada Brooks',
    company: '',
    companyEmail: 'ada@brooks.example',
    address: '',
    country: '',
    contact: '',
  },
  items: [{ key: 'a', item: 'Logo', description: '', cost: 19.99, qty: 3 }],
});

describe('invoice checks', () => {
  it('passes a complete invoice and gives the body to send', () => {
    const { body, errors } = checkInvoice(valid(), t);
    expect(errors).toEqual({});
    expect(body?.items).toEqual([{ item: 'Logo', description: '', cost: 19.99, qty: 3 }]);
    expect(body?.discountRate).toBe(0);
  });

  it('puts each problem on the path of its field', () => {
    const values = valid();
    values.dueOn = '2031-04-01';
    values.items = [
      { key: 'a', item: '', description: '', cost: '', qty: 1 },
      { key: 'b', item: 'Logo', description: '', cost: 1.234, qty: 1.5 },
    ];
    expect(checkInvoice(values, t).errors).toEqual({
      dueOn: 'invoice.editor.errors.dueBeforeIssued',
      'items.0.item': 'invoice.editor.errors.item',
      'items.0.cost': 'invoice.editor.errors.number',
      'items.1.cost': 'invoice.editor.errors.decimals',
      'items.1.qty': 'invoice.editor.errors.wholeNumber',
    });
  });

  it('asks only for a client while none is chosen', () => {
    const values = { ...valid(), client: { ...valid().client, name: '', companyEmail: '' } };
    expect(checkInvoice(values, t).errors).toEqual({
      'client.name': 'invoice.editor.errors.client',
    });
  });

  it("splits a 400 reply into the form's fields and the rest, translating known messages", () => {
    const refusal = new ApiError(400, {
      error: {
        'items.0.cost': ['The cost must be at most 1000000'],
        total: ['The total cannot be less than what has already been paid'],
        somethingElse: ['Odd'],
      },
    });
    const options = invoiceServerErrors(t, (path) => path !== 'somethingElse');
    expect(serverErrors(refusal, options)).toEqual({
      'items.0.cost': 'The cost must be at most 1000000',
      total: 'invoice.editor.errors.belowPaid',
    });
    expect(otherMessages(refusal, options, invoiceMessage(t))).toEqual(['Odd']);
  });
});
