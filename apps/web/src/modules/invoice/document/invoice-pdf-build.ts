import type { InvoiceReply } from '@beacon/contract/invoice';
import { jsPDF } from 'jspdf';
import { autoTable, type Table } from 'jspdf-autotable';
import { latin1 } from '../../../lib/pdf-latin1';
import type { PdfText } from './invoice-pdf-text';

// A4 in points; the same page the print stylesheet asks for.
const margin = 48;
const indigo: [number, number, number] = [66, 99, 235];
const grey: [number, number, number] = [100, 108, 116];
const ink: [number, number, number] = [33, 37, 41];

/**
 * The invoice as a PDF document, with the preview's content and order: company header, number and
 * dates, client and payment details, items, salesperson and totals, note.
 */
export function buildInvoicePdf(reply: InvoiceReply, text: PdfText): jsPDF {
  const { invoice, paymentDetails } = reply;
  const { t, money, percent, date } = text;
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const end = pageWidth - margin;
  const middle = pageWidth / 2 + 12;

  const write = (value: string, x: number, y: number, options: Parameters<jsPDF['text']>[3] = {}) =>
    doc.text(latin1(value), x, y, options);
  const style = (size: number, bold = false, color = ink) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    doc.setTextColor(...color);
  };
  const rule = (y: number) => {
    doc.setDrawColor(222, 226, 230);
    doc.line(margin, y, end, y);
  };

  doc.setProperties({ title: latin1(t('invoice.document.title', { id: invoice.id })) });

  // The Beacon mark: the logo's rounded square and light, drawn (no image to fetch).
  doc.setFillColor(...indigo);
  doc.roundedRect(margin, margin, 30, 30, 8, 8, 'F');
  doc.setFillColor(255, 255, 255);
  doc.circle(margin + 15, margin + 17, 3.5, 'F');
  doc.setDrawColor(255, 255, 255);
  doc.setLineWidth(2.2);
  doc.line(margin + 15, margin + 19, margin + 15, margin + 25);
  doc.setLineWidth(0.8);

  style(18, true);
  write(t('invoice.document.companyName'), margin + 40, margin + 21);
  style(9, false, grey);
  ['addressLine1', 'addressLine2', 'addressLine3'].forEach((key, index) =>
    write(t(`invoice.document.${key}`), margin, margin + 50 + index * 13),
  );

  style(16, true);
  write(t('invoice.document.title', { id: invoice.id }), end, margin + 20, { align: 'right' });
  const dates: [string, string][] = [
    [t('invoice.document.issued'), date(invoice.issuedOn)],
    [t('invoice.document.due'), date(invoice.dueOn)],
  ];
  dates.forEach(([label, value], index) => {
    const y = margin + 42 + index * 14;
    style(10, false, grey);
    write(label, end - 90, y, { align: 'right' });
    style(10, true);
    write(value, end, y, { align: 'right' });
  });

  let y = margin + 100;
  rule(y);
  y += 24;

  style(11, true);
  write(t('invoice.document.invoiceTo'), margin, y);
  write(t('invoice.document.paymentDetails'), middle, y);
  const { client } = invoice;
  const clientLines = [
    client.name,
    client.company,
    client.address,
    client.country,
    client.contact,
    client.companyEmail,
  ].filter(Boolean);
  clientLines.forEach((line, index) => {
    style(10, index === 0);
    write(line, margin, y + 18 + index * 14, { maxWidth: middle - margin - 16 });
  });
  const details: [string, string][] = [
    [t('invoice.document.totalDue'), paymentDetails.totalDue],
    [t('invoice.document.bankName'), paymentDetails.bankName],
    [t('invoice.document.country'), paymentDetails.country],
    [t('invoice.document.iban'), paymentDetails.iban],
    [t('invoice.document.swiftCode'), paymentDetails.swiftCode],
  ];
  details.forEach(([label, value], index) => {
    style(10, false, grey);
    write(label, middle, y + 18 + index * 14);
    style(10, index === 0);
    write(value, end, y + 18 + index * 14, { align: 'right' });
  });
  y += 18 + Math.max(clientLines.length, details.length) * 14 + 10;

  let table: Table | undefined;
  const numbers = { halign: 'right' as const };
  autoTable(doc, {
    startY: y,
    margin: { left: margin, right: margin },
    head: [
      ['item', 'description', 'cost', 'qty', 'price'].map((key) =>
        latin1(t(`invoice.document.${key}`)),
      ),
    ],
    body: invoice.items.map((item) => [
      latin1(item.item),
      latin1(item.description),
      latin1(money(item.cost)),
      String(item.qty),
      latin1(money(item.amount)),
    ]),
    theme: 'striped',
    styles: { font: 'helvetica', fontSize: 9.5, textColor: ink, cellPadding: 6 },
    headStyles: { fillColor: indigo, textColor: [255, 255, 255] },
    columnStyles: { 0: { fontStyle: 'bold' }, 2: numbers, 3: numbers, 4: numbers },
    didParseCell: (data) => {
      // The head's number columns line up with their values.
      if (data.section === 'head' && data.column.index >= 2) data.cell.styles.halign = 'right';
    },
    didDrawPage: (data) => {
      table = data.table;
    },
  });
  y = (table?.finalY ?? y) + 28;

  const totals: [string, string, boolean][] = [
    [t('invoice.document.subtotal'), money(invoice.subtotal), false],
    [
      t('invoice.document.discount', { rate: percent(invoice.discountRate) }),
      money(invoice.discount),
      false,
    ],
    [t('invoice.document.tax', { rate: percent(invoice.taxRate) }), money(invoice.tax), false],
    [t('invoice.document.total'), money(invoice.total), true],
    [t('invoice.document.paid'), money(invoice.paid), false],
    [t('invoice.document.balance'), money(invoice.balance), true],
  ];
  // Salesperson, totals and note stay together: a new page when they would not fit.
  const noteLines = invoice.note
    ? (doc.splitTextToSize(
        latin1(`${t('invoice.document.note')} ${invoice.note}`),
        end - margin,
      ) as string[])
    : [];
  if (y + totals.length * 16 + noteLines.length * 13 + 40 > pageHeight - margin) {
    doc.addPage();
    y = margin;
  }

  style(10, true);
  write(t('invoice.document.salesperson'), margin, y);
  const labelWidth = doc.getTextWidth(latin1(t('invoice.document.salesperson')));
  style(10);
  write(invoice.salesperson, margin + labelWidth + 4, y);

  totals.forEach(([label, value, strong], index) => {
    const rowY = y + index * 16;
    style(10, false, grey);
    write(label, middle, rowY);
    style(10, strong);
    write(value, end, rowY, { align: 'right' });
  });
  y += totals.length * 16 + 12;

  if (noteLines.length > 0) {
    rule(y);
    style(9.5);
    doc.text(noteLines, margin, y + 20);
  }
  return doc;
}
