import type { TableRow } from '@beacon/contract/datatables';
import { isStatus, salaryValue, statusKey } from '../table-row-values';

/** The exported columns, in order; each heading is `datatables.columns.<key>` in the reader's language. */
export const exportColumns = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const satisfies readonly (keyof TableRow)[];
export type ExportColumn = (typeof exportColumns)[number];

/** Translates a heading or a status key; the export code never imports i18next itself. */
export type Translate = (key: string) => string;

export const exportHeadings = (t: Translate): string[] =>
  exportColumns.map((column) => t(`datatables.columns.${column}`));

const statusName = (status: number, t: Translate) =>
  isStatus(status) ? t(`datatables.status.${statusKey[status]}`) : String(status);

/** A row's values as text, in `exportColumns` order, status named. */
export const rowTexts = (row: TableRow, t: Translate): string[] =>
  exportColumns.map((column) =>
    column === 'status' ? statusName(row.status, t) : String(row[column]),
  );

/**
 * A spreadsheet runs a cell that starts like a formula, so a name typed as `=HYPERLINK(…)` would
 * run on the admin's machine. A leading apostrophe keeps it text (OWASP "CSV injection").
 */
const formulaStart = /^[=+\-@\t\r]/;
export const cellText = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (text: string) =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/**
 * The rows as a CSV file: a header row, CRLF line ends, and a UTF-8 byte order mark, without
 * which Excel reads the file in the local code page and garbles accented names.
 */
export function rowsCsv(rows: readonly TableRow[], t: Translate): string {
  const lines = [exportHeadings(t), ...rows.map((row) => rowTexts(row, t).map(cellText))];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * The rows as tab-separated text, which spreadsheets and documents paste as a table. Pasting has
 * no quoting to rely on, so a tab or line break inside a value becomes a space.
 */
export function rowsTsv(rows: readonly TableRow[], t: Translate): string {
  const tsvField = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  const lines = [exportHeadings(t), ...rows.map((row) => rowTexts(row, t).map(cellText))];
  return `${lines.map((line) => line.map(tsvField).join('\t')).join('\n')}\n`;
}

/** A cell of the Excel sheet: numbers stay numbers so the sheet can sum and sort them. */
export type SheetCell = string | number;

/**
 * The rows as sheet data for an .xlsx file: a heading row, then id, salary and age as numbers.
 * An .xlsx cell is text or a number unless marked as a formula, so no apostrophe is needed.
 */
export function rowsSheet(rows: readonly TableRow[], t: Translate): SheetCell[][] {
  const numeric: Partial<Record<ExportColumn, (row: TableRow) => number>> = {
    id: (row) => row.id,
    salary: (row) => salaryValue(row.salary),
    age: (row) => Number(row.age) || 0,
  };
  return [
    exportHeadings(t),
    ...rows.map((row) => {
      const texts = rowTexts(row, t);
      return exportColumns.map((column, index) => numeric[column]?.(row) ?? texts[index] ?? '');
    }),
  ];
}
