import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { InvoiceDocument } from './invoice-document';
import { testInvoice } from './test-invoice';

describe('invoice document', () => {
  it('shows the header, client, payment details, items and totals', async () => {
    await renderWithProviders(<InvoiceDocument reply={testInvoice()} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Invoice #4987' })).toBeVisible();
    expect(screen.getByText('Beacon Admin')).toBeVisible();
    expect(screen.getByText('Date Issued:').parentElement).toHaveTextContent('Mar 13, 2024');
    expect(screen.getByText('Due Date:').parentElement).toHaveTextContent('Apr 12, 2024');
    expect(screen.getByText('Hall-Robbins PLC')).toBeVisible();
    expect(screen.getByText('Total Due:').parentElement).toHaveTextContent('$2,268.09');
    expect(screen.getByText('IBAN:').parentElement).toHaveTextContent('ETD95476213874685');

    const rows = within(screen.getByRole('table', { name: 'Invoice items' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemDescriptionCostQtyPrice',
      'Native App DevelopmentNative app for iOS and Android$1,200.502$2,401.00',
      'UI Kit DesignDesign system$600.001$600.00',
    ]);

    const totals: [string, string][] = [
      ['Subtotal:', '$3,001.00'],
      ['Discount (10%):', '$300.10'],
      ['Tax (21%):', '$567.19'],
      ['Total:', '$3,268.09'],
      ['Paid:', '$1,000.00'],
      ['Balance:', '$2,268.09'],
    ];
    for (const [label, value] of totals)
      expect(screen.getByText(label).parentElement).toHaveTextContent(`${label}${value}`);
    expect(screen.getByText('Alfie Solomons')).toBeVisible();
    expect(screen.getByText(/It was a pleasure working with you/)).toBeVisible();
  });

  it('writes money and dates the way the reader’s language does', async () => {
    await i18n.changeLanguage('de');
    await renderWithProviders(<InvoiceDocument reply={testInvoice()} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Rechnung Nr. 4987' })).toBeVisible();
    expect(screen.getByText('Gesamt:').parentElement).toHaveTextContent('3.268,09 $');
    expect(screen.getByText('Rechnungsdatum:').parentElement).toHaveTextContent('13. März 2024');
  });
});
