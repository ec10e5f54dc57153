import type { Invoice } from '@beacon/contract/invoice';

/** The exported columns, in order: the header row names them, the function reads the value. */
const columns: [string, (invoice: Invoice) => string | number][] = [
  ['id', (invoice) => invoice.id],
  ['invoiceStatus', (invoice) => invoice.invoiceStatus],
  ['client.name', (invoice) => invoice.client.name],
  ['client.company', (invoice) => invoice.client.company],
  ['client.companyEmail', (invoice) => invoice.client.companyEmail],
  ['client.country', (invoice) => invoice.client.country],
  ['client.contact', (invoice) => invoice.client.contact],
  ['service', (invoice) => invoice.service],
  ['total', (invoice) => invoice.total],
  ['balance', (invoice) => invoice.balance],
  ['issuedDate', (invoice) => invoice.issuedDate],
  ['dueDate', (invoice) => invoice.dueDate],
];

/**
 * A spreadsheet runs a cell that starts like a formula, so a client named `=HYPERLINK(…)` would
 * run on the admin's machine. A leading apostrophe keeps text as text (OWASP "CSV injection").
 * Numbers are left alone: a negative balance must stay a number.
 */
const formulaStart = /^[=+\-@\t\r]/;
const cellText = (value: string | number) =>
  typeof value === 'string' && formulaStart.test(value) ? `'${value}` : String(value);

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (text: string) =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/**
 * The invoices as a CSV file: a header row, CRLF line ends, and a UTF-8 byte order mark, without
 * which Excel reads the file in the local code page and garbles accented names.
 */
export function invoicesCsv(invoices: readonly Invoice[]): string {
  const header = columns.map(([name]) => name);
  const rows = invoices.map((invoice) => columns.map(([, read]) => cellText(read(invoice))));
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
