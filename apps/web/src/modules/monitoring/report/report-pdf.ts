import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { latin1 } from '../../../lib/pdf-latin1';
import { saveBlob } from '../../../lib/save-file';

// Loaded with `await import('./report-pdf')` only when someone asks for a PDF: jsPDF and its
// table plugin stay out of the route chunk.

/**
 * Downloads a landscape A4 table: a title, a line saying what was chosen, then the rows as the
 * reader reads them. The texts must be in a Latin-script language (the caller falls back to
 * English for Arabic): embedding an Arabic font would add hundreds of kB.
 */
export function downloadPdf(
  {
    title,
    subtitle,
    headings,
    rows,
  }: {
    title: string;
    subtitle: string;
    headings: string[];
    rows: string[][];
  },
  fileName: string,
): void {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'landscape' });
  doc.setProperties({ title: latin1(title) });
  doc.setFontSize(14);
  doc.text(latin1(title), 40, 40);
  doc.setFontSize(9);
  doc.text(latin1(subtitle), 40, 56);
  autoTable(doc, {
    startY: 68,
    margin: { left: 40, right: 40 },
    styles: { fontSize: 8 },
    headStyles: { fillColor: [66, 99, 235] },
    head: [headings.map(latin1)],
    body: rows.map((row) => row.map(latin1)),
  });
  saveBlob(fileName, doc.output('blob'));
}
