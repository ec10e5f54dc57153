import type { TableRow } from '@beacon/contract/datatables';
import { exportHeadings, rowTexts, type Translate } from './table-export';

/**
 * Prints the rows as a plain table from a hidden frame, so the page's menu, cards and buttons do
 * not print. The frame is built with DOM calls, never HTML strings: the rows are user data.
 */
export function printRows(
  rows: readonly TableRow[],
  t: Translate,
  title: string,
  dir: 'ltr' | 'rtl',
): void {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', width: '0', height: '0', border: '0' });
  document.body.append(frame);
  const doc = frame.contentDocument;
  const view = frame.contentWindow;
  if (!doc || !view) {
    frame.remove();
    return;
  }
  doc.documentElement.dir = dir;
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent =
    'body{font:12px sans-serif;margin:16px}table{border-collapse:collapse;width:100%}' +
    'th,td{border:1px solid #999;padding:4px 6px;text-align:start}th{background:#eee}';
  doc.head.append(style);
  const heading = doc.createElement('h1');
  heading.textContent = title;
  heading.style.fontSize = '16px';
  const table = doc.createElement('table');
  const head = table.createTHead().insertRow();
  for (const text of exportHeadings(t)) {
    const cell = doc.createElement('th');
    cell.textContent = text;
    head.append(cell);
  }
  const body = table.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    for (const text of rowTexts(row, t)) tr.insertCell().textContent = text;
  }
  doc.body.append(heading, table);
  // The frame goes once the dialog closes; removing it earlier cancels the print in some browsers.
  view.addEventListener('afterprint', () => frame.remove());
  view.focus();
  view.print();
}
