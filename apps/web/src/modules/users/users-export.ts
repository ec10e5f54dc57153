import type { User } from '@beacon/contract/users';

/** The exported columns, in order; the header row is these keys as they are. */
export const exportColumns = [
  'id',
  'fullName',
  'username',
  'email',
  'role',
  'currentPlan',
  'billing',
  'status',
  'company',
  'country',
  'contact',
] as const satisfies readonly (keyof User)[];

/**
 * A spreadsheet runs a cell that starts like a formula, so a name typed as `=HYPERLINK(…)` would
 * run on the admin's machine. A leading apostrophe keeps it text (OWASP "CSV injection").
 */
const formulaStart = /^[=+\-@\t\r]/;
const cellText = (value: string | number) => {
  const text = String(value);
  return formulaStart.test(text) ? `'${text}` : text;
};

const cells = (user: User) => exportColumns.map((column) => cellText(user[column]));

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (text: string) =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/**
 * The users as a CSV file: a header row, CRLF line ends, and a UTF-8 byte order mark, without
 * which Excel reads the file as the local code page and garbles accented names.
 */
export function usersCsv(users: readonly User[]): string {
  const lines = [[...exportColumns], ...users.map(cells)].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The users as tab-separated text, which spreadsheets and documents paste as a table. Pasting
 * has no quoting to rely on, so a tab or line break inside a value becomes a space.
 */
export function usersTsv(users: readonly User[]): string {
  const tsvField = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  const lines = [[...exportColumns], ...users.map(cells)].map((row) =>
    row.map(tsvField).join('\t'),
  );
  return `${lines.join('\n')}\n`;
}
