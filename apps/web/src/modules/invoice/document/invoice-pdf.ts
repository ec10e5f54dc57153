import type { InvoiceReply } from '@beacon/contract/invoice';
import { buildInvoicePdf } from './invoice-pdf-build';
import { pdfText } from './invoice-pdf-text';
import { saveBlob } from '../../../lib/save-file';

// Callers load this module with `await import('./invoice-pdf')`: jsPDF and its table plugin
// then stay out of every route chunk until someone asks for a PDF.

/** The invoice's PDF file, in the reader's language (see pdfText for the exception). */
export function invoicePdfBlob(reply: InvoiceReply, language?: string): Blob {
  return buildInvoicePdf(reply, pdfText(language)).output('blob');
}

/** Makes the invoice's PDF in the browser and downloads it as `invoice-<id>.pdf`. */
export async function downloadInvoicePdf(reply: InvoiceReply): Promise<void> {
  const blob = invoicePdfBlob(reply);
  saveBlob(`invoice-${reply.invoice.id}.pdf`, blob);
  return Promise.resolve();
}
