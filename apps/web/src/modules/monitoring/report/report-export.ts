import type { ReportRow } from '@beacon/contract/monitoring';
import type { ReportGrouping } from '@beacon/contract/monitoring-values';
import type { ReadingFormats } from './reading-format';

/** The exported columns, in order; each heading is `monitoringReport.export.<key>`. */
export const exportColumns = [
  'sensor',
  'zone',
  'unit',
  'period',
  'min',
  'avg',
  'max',
  'count',
  'outside',
] as const;

/** Translates a heading; the export code never imports i18next itself. */
export type Translate = (key: string) => string;

export const exportHeadings = (t: Translate): string[] =>
  exportColumns.map((column) => t(`monitoringReport.export.${column}`));

/** A period's start as a spreadsheet sorts it: "2026-11-23 14:00", in UTC. */
export const periodText = (at: string): string => at.slice(0, 16).replace('T', ' ');

/** To one decimal; a value that rounds to zero is 0, never "-0.0". */
const oneDecimal = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? 0 : rounded;
};
const minutes = (seconds: number) => Math.round(seconds / 60);

/**
 * A spreadsheet runs a cell that starts like a formula, so a sensor named `=HYPERLINK(…)` would
 * run on the reader's machine. A leading apostrophe keeps it text (OWASP "CSV injection").
 */
const formulaStart = /^[=+\-@\t\r]/;
const cellText = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (text: string) =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** A cell of the Excel sheet: numbers stay numbers so the sheet can sum, sort and chart them. */
export type SheetCell = string | number;

/** A row's cells in `exportColumns` order: figures to one decimal, time outside in minutes. */
const rowCells = (row: ReportRow): SheetCell[] => [
  row.sensor,
  row.zone,
  row.unit,
  periodText(row.period),
  oneDecimal(row.min),
  oneDecimal(row.avg),
  oneDecimal(row.max),
  row.count,
  minutes(row.outsideSeconds),
];

/** A row's fields for the CSV: names kept as text, figures as a program reads numbers. */
const csvCells = (row: ReportRow): string[] => [
  cellText(row.sensor),
  cellText(row.zone),
  cellText(row.unit),
  periodText(row.period),
  oneDecimal(row.min).toFixed(1),
  oneDecimal(row.avg).toFixed(1),
  oneDecimal(row.max).toFixed(1),
  String(row.count),
  String(minutes(row.outsideSeconds)),
];

/**
 * The rows as a CSV file for any tool to read: figures with a dot and one decimal whatever the
 * language (a decimal comma would split the columns), a header row, CRLF line ends, and a UTF-8
 * byte order mark, without which Excel reads "°C" in the local code page.
 */
export function reportCsv(rows: readonly ReportRow[], t: Translate): string {
  const lines = [exportHeadings(t), ...rows.map(csvCells)];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The rows as sheet data for an .xlsx file: a heading row, then text and numbers. */
export function reportSheet(rows: readonly ReportRow[], t: Translate): SheetCell[][] {
  return [exportHeadings(t), ...rows.map(rowCells)];
}

/** The rows as a person reads them (the PDF): figures with their unit, periods and durations named. */
export function reportTexts(
  rows: readonly ReportRow[],
  formats: ReadingFormats & { count: (value: number) => string },
  groupBy: ReportGrouping,
): string[][] {
  return rows.map((row) => [
    row.sensor,
    row.zone,
    row.unit,
    formats.period(row.period, groupBy),
    formats.value(row.min, row.unit),
    formats.value(row.avg, row.unit),
    formats.value(row.max, row.unit),
    formats.count(row.count),
    formats.duration(row.outsideSeconds),
  ]);
}
