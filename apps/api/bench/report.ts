/** One line of the report: a figure, and the budget it must meet if it has one. */
export interface Row {
  label: string;
  value: string;
  budget?: string;
  /** Set only for rows with a budget. */
  met?: boolean;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;

/** Prints the rows as an aligned table. */
export function printTable(rows: readonly Row[]) {
  const header: Row = { label: 'figure', value: 'value', budget: 'budget' };
  const all = [header, ...rows];
  const width = (pick: (row: Row) => string) => Math.max(...all.map((row) => pick(row).length));
  const labelWidth = width((row) => row.label);
  const valueWidth = width((row) => row.value);
  const budgetWidth = width((row) => row.budget ?? '');
  const line = (row: Row, verdict: string) =>
    [
      row.label.padEnd(labelWidth),
      row.value.padStart(valueWidth),
      (row.budget ?? '').padEnd(budgetWidth),
      verdict,
    ].join('  ');
  console.log(`\n${line(header, 'verdict')}`);
  console.log('-'.repeat(labelWidth + valueWidth + budgetWidth + 13));
  for (const row of rows) {
    console.log(line(row, row.met === undefined ? '' : row.met ? 'ok' : 'MISSED'));
  }
}
