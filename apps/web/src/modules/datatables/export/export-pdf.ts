import type { TableRow } from '@beacon/contract/datatables';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { latin1 } from '../../../lib/pdf-latin1';
import { saveBlob } from '../../../lib/save-file';
import { exportHeadings, rowTexts, type Translate } from './table-export';

// Loaded with `await import('./export-pdf')` only when someone asks for a PDF: jsPDF and its
// table plugin stay out of the route chunk.

/**
 * Downloads the rows as a landscape A4 table. `t` must be in a Latin-script language (the
 * caller falls back to English for Arabic): embedding an Arabic font would add hundreds of kB.
 */
export function downloadPdf(
  rows: readonly TableRow[],
  t: Translate,
  title: string,
  fileName: string,
): void {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'landscape' });
  doc.setProperties({ title: latin1(title) });
  doc.setFontSize(14);
  doc.text(latin1(title), 40, 40);
  autoTable(doc, {
    startY: 56,
    margin: { left: 40, right: 40 },
    styles: { fontSize: 8 },
    headStyles: { fillColor: [66, 99, 235] },
    head: [exportHeadings(t).map(latin1)],
    body: rows.map((row) => rowTexts(row, t).map(latin1)),
  });
  saveBlob(fileName, doc.output('blob'));
}
