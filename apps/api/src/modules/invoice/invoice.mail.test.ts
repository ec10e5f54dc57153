import type { InvoiceReply } from '@beacon/contract/invoice';
import type { OutboxListReply, OutboxMail } from '@beacon/contract/outbox';
import { describe, expect, it } from 'vitest';
import { backends, testConfig, useTestApp } from '../../test/harness';
import { invoiceBody } from './test-invoice-body';

const invoice = invoiceBody();

describe.each(backends)('a sent invoice as a real mail on %s', (backend) => {
  const t = useTestApp(backend, { ...testConfig, appUrl: 'https://billing.example.com' });
  const admin = async () => ({ token: await t.tokenOf('admin') });
  const send = async (to: string, headers: Record<string, string> = {}) => {
    const created = await t.call<InvoiceReply>('POST', '/apps/invoice/invoices', {
      ...(await admin()),
      body: invoice,
    });
    const id = created.body.invoice.id;
    const sent = await t.call<InvoiceReply>('POST', `/apps/invoice/invoices/${id}/send`, {
      ...(await admin()),
      headers,
      body: { to, subject: `Invoice #${id}`, message: 'Dear Ada,\n\nHere is <b>your</b> invoice.' },
    });
    expect(sent.status).toBe(200);
    return id;
  };
  const kept = async (address: string) => {
    const api = await t.as('/api/outbox', t.tokenOf('admin'));
    const { mails } = (await api.get<OutboxListReply>(`?q=${encodeURIComponent(address)}`)).body;
    return Promise.all(mails.map(async (m) => (await api.get<OutboxMail>(`/${m.id}`)).body));
  };

  it('mails the client the number, the total and a link to the invoice', async () => {
    const id = await send('ada@brooks.example');
    const [mail, ...more] = await kept('ada@brooks.example');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'invoice', to: 'ada@brooks.example' });
    expect(mail?.subject).toBe(`Invoice #${id}`);
    const url = `https://billing.example.com/apps/invoice/preview/${id}`;
    expect(mail?.text).toBe(
      'Dear Ada,\n\nHere is <b>your</b> invoice.\n\n' +
        `Invoice #${id} for Ada Brooks: total $58.02, balance due $58.02 by December 1, 2026.\n\n` +
        `View the invoice:\n${url}\n`,
    );
    // The sender's words are text in the HTML part too, and the link is a button.
    expect(mail?.html).toContain('Here is &lt;b&gt;your&lt;/b&gt; invoice.');
    expect(mail?.html).toContain(`href="${url}"`);
  });

  it('writes the amounts and the day in the sender’s language', async () => {
    const id = await send('ada.fr@brooks.example', { 'accept-language': 'fr' });
    const [mail] = await kept('ada.fr@brooks.example');
    expect(mail?.text).toContain(`Facture n° ${id} pour Ada Brooks : total 58,02`);
    expect(mail?.text).toContain('1 décembre 2026');
    expect(mail?.text).toContain('Voir la facture\u00a0:');
  });
});
