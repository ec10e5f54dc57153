import { describe, expect, it } from 'vitest';
import { invoicesCsv } from './invoice-csv';
import { invoiceRow } from './test-invoices';

const body = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);

describe('invoicesCsv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const row = invoiceRow(1, {
      client: { ...invoiceRow(1).client, name: 'Ann "The Boss" Lee', company: 'Lee, Lee\nand Co' },
    });
    expect(body(invoicesCsv([row]))[0]).toContain(',"Ann ""The Boss"" Lee","Lee, Lee\nand Co",');
  });

  it('keeps a formula-like text as text, but a negative balance as a number', () => {
    const row = invoiceRow(2, {
      balance: -205,
      client: { ...invoiceRow(2).client, name: '=HYPERLINK("http://x")', company: '+1 Co' },
    });
    const cells = body(invoicesCsv([row]))[0] ?? '';
    expect(cells).toContain(`,"'=HYPERLINK(""http://x"")",'+1 Co,`);
    expect(cells).toContain(',3428,-205,');
  });

  it('writes only the header for no invoices', () => {
    expect(invoicesCsv([]).split('\r\n')).toHaveLength(2);
  });
});
