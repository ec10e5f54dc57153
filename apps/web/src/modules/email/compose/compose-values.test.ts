import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { checkValues, errorText } from './compose-values';

const t = i18n.t.bind(i18n);
const values = { to: [], cc: [], bcc: [], subject: '', message: '', attachments: [] };

describe('composer checks', () => {
  it('asks for a recipient to send, not to save a draft, and names every bad address', () => {
    expect(checkValues(values, true)).toEqual({ to: 'Add at least one recipient' });
    expect(checkValues(values, false)).toEqual({});
    expect(
      checkValues({ ...values, to: ['ben@example.com', 'ben'], bcc: ['a@b', 'c d@e.com'] }, true),
    ).toEqual({
      to: 'Not a valid e-mail address: ben',
      bcc: 'Not valid e-mail addresses: a@b, c d@e.com',
    });
  });

  it('words the contract’s messages in the reader’s language, others as they came', () => {
    expect(errorText('Not a valid e-mail address: ben', t)).toBe('Not a valid e-mail address: ben');
    expect(errorText('Add at least one recipient', t)).toBe('Add at least one recipient');
    expect(errorText('At most 50 recipients in all', t)).toBe('At most 50 recipients in all');
  });
});
