import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { invoicePdfBlob } from './invoice-pdf';
import { testInvoice } from './test-invoice';

/** The PDF's bytes as Latin-1 text: jsPDF writes its text streams uncompressed by default. */
async function pdfSource(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
}

describe('invoice PDF', () => {
  it('is a PDF holding the invoice number, its items and its totals', async () => {
    const blob = invoicePdfBlob(testInvoice(), 'en');
    expect(blob.type).toBe('application/pdf');
    const source = await pdfSource(blob);
    expect(source.startsWith('%PDF-')).toBe(true);
    expect(source.trimEnd().endsWith('%%EOF')).toBe(true);
    for (const text of [
      'Invoice #4987',
      'Native App Development',
      'UI Kit Design',
      '$1,200.50',
      '$2,401.00',
      'Jordan Stevenson',
      'ETD95476213874685',
      '$3,268.09',
      '$2,268.09',
      'Alfie Solomons',
    ])
      expect(source).toContain(text);
  });

  it('writes the labels and amounts in the reader’s language, Arabic in English', async () => {
    // The app has loaded the reader's language before anyone can ask for a PDF.
    await i18n.loadLanguages(['fr', 'ar']);
    const french = await pdfSource(invoicePdfBlob(testInvoice(), 'fr'));
    expect(french).toContain('Facture n');
    // Intl's narrow no-break space (U+202F, beyond Latin-1) printed as a plain space.
    expect(french).toContain('(3 268,09\u00a0$US) Tj');
    const arabic = await pdfSource(invoicePdfBlob(testInvoice(), 'ar'));
    expect(arabic).toContain('Invoice #4987');
    expect(arabic).toContain('$3,268.09');
  });
});
