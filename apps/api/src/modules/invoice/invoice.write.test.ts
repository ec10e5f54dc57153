import type { EmailsListReply } from '@beacon/contract/email';
import type { InvoiceReply, InvoicesListReply } from '@beacon/contract/invoice';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { invoiceBody } from './test-invoice-body';

type Fields = { error: Record<string, string[]> };

const body = invoiceBody;

describe.each(backends)('invoice writes on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = async () => ({ token: await t.tokenOf('admin') });
  const create = async (input: unknown) =>
    t.call<InvoiceReply>('POST', '/apps/invoice/invoices', { ...(await admin()), body: input });
  const pay = async (id: number, amount: number) =>
    t.call<InvoiceReply & Fields>('POST', `/apps/invoice/invoices/${id}/payments`, {
      ...(await admin()),
      body: { amount, date: '2026-11-20', method: 'Bank Transfer' },
    });

  it('computes 3 × 19.99 less 10 % plus 7.5 % tax in cents: $58.02, whatever total is sent', async () => {
    const reply = await create({ ...body(), total: 1, balance: 1 });
    expect(reply.status).toBe(201);
    const { invoice, paymentDetails } = reply.body;
    expect(invoice).toMatchObject({
      id: 5037,
      invoiceStatus: 'Draft',
      subtotal: 59.97,
      discount: 6,
      tax: 4.05,
      total: 58.02,
      balance: 58.02,
      paid: 0,
      discountRate: 10,
      taxRate: 7.5,
      issuedDate: '01 Nov 2026',
      dueDate: '01 Dec 2026',
      service: 'Software Development',
      items: [{ item: 'Software Development', cost: 19.99, qty: 3, amount: 59.97 }],
    });
    expect(paymentDetails.totalDue).toBe('$58.02');
    const listed = await t.call<InvoicesListReply>(
      'GET',
      '/apps/invoice/invoices?q=ada%40brooks',
      await admin(),
    );
    expect(listed.body.invoices.map((row) => row.id)).toEqual([5037]);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const listed = async () =>
      (await t.call<InvoicesListReply>('GET', '/apps/invoice/invoices', await admin())).body.total;
    const before = await listed();
    const cases: [unknown, string][] = [
      [body({ items: [] }), 'items'],
      [body({ dueOn: '2026-10-01' }), 'dueOn'],
      [body({ items: [{ item: '', description: '', cost: 1, qty: 1 }] }), 'items.0.item'],
      [body({ items: [{ item: 'X', description: '', cost: 1.234, qty: 1 }] }), 'items.0.cost'],
      [body({ items: [{ item: 'X', description: '', cost: 1, qty: 0 }] }), 'items.0.qty'],
      [{ ...body(), client: { ...body().client, companyEmail: 'nope' } }, 'client.companyEmail'],
      [body({ taxRate: 101 }), 'taxRate'],
    ];
    for (const [input, field] of cases) {
      const reply = await t.call<Fields>('POST', '/apps/invoice/invoices', {
        ...(await admin()),
        body: input,
      });
      expect(reply.status, field).toBe(400);
      expect(Object.keys(reply.body.error), field).toContain(field);
    }
    expect(await listed()).toBe(before);
  });

  it('takes payments: Partial Payment, then Paid; never more than the balance', async () => {
    const { body: created } = await create(body());
    const id = created.invoice.id;
    const over = await pay(id, 58.03);
    expect(over.status).toBe(400);
    expect(over.body.error.amount).toEqual(['A payment cannot be more than the balance']);
    expect((await pay(id, 0)).status).toBe(400);
    const part = await pay(id, 20);
    expect(part.status).toBe(201);
    expect(part.body.invoice).toMatchObject({
      invoiceStatus: 'Partial Payment',
      paid: 20,
      balance: 38.02,
    });
    const rest = await pay(id, 38.02);
    expect(rest.body.invoice).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
    expect(rest.body.invoice.payments.map((p) => p.amount)).toEqual([20, 38.02]);
    expect((await pay(99_999, 1)).status).toBe(404);
  });

  it('refuses a payment of less than one cent, which would be stored as 0.00', async () => {
    const { body: created } = await create(body());
    const id = created.invoice.id;
    for (const amount of [1e-9, 5e-9, 0]) {
      const tiny = await pay(id, amount);
      expect(tiny.status, String(amount)).toBe(400);
      expect(tiny.body.error, String(amount)).toEqual({
        amount: ['The amount must be at least 0.01'],
      });
    }
    expect((await pay(id, -1)).body.error).toEqual({ amount: ['The amount cannot be negative'] });
    const listed = await t.call<InvoiceReply>('GET', `/api/invoice/invoices/${id}`, await admin());
    expect(listed.body.invoice).toMatchObject({ paid: 0, balance: 58.02, payments: [] });
    const cent = await pay(id, 0.01);
    expect(cent.status).toBe(201);
    expect(cent.body.invoice).toMatchObject({ paid: 0.01, balance: 58.01 });
  });

  it('edits an invoice, keeping payments, and refuses a total below what was paid', async () => {
    const { body: created } = await create(body());
    const id = created.invoice.id;
    await pay(id, 50);
    const url = `/apps/invoice/invoices/${id}`;
    const below = await t.call<Fields>('PUT', url, {
      ...(await admin()),
      body: body({ items: [{ item: 'X', description: '', cost: 10, qty: 1 }] }),
    });
    expect(below.status).toBe(400);
    expect(below.body.error.total).toEqual([
      'The total cannot be less than what has already been paid',
    ]);
    const more = await t.call<InvoiceReply>('PUT', url, {
      ...(await admin()),
      body: body({
        discountRate: 0,
        taxRate: 0,
        items: [{ item: 'X', description: 'd', cost: 100, qty: 2 }],
      }),
    });
    expect(more.status).toBe(200);
    expect(more.body.invoice).toMatchObject({
      total: 200,
      paid: 50,
      balance: 150,
      invoiceStatus: 'Partial Payment',
      service: 'X',
    });
    const missing = await t.call('PUT', '/apps/invoice/invoices/99999', {
      ...(await admin()),
      body: body(),
    });
    expect(missing.status).toBe(404);
  });

  it('sends: status Sent, and the mail reaches the inbox of a user with that address', async () => {
    const { body: created } = await create(body());
    const id = created.invoice.id;
    const sent = await t.call<InvoiceReply>('POST', `/apps/invoice/invoices/${id}/send`, {
      ...(await admin()),
      body: { to: 'admin@demo.com', subject: `Invoice #${id}`, message: 'Hello <b>there</b>' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.invoice.invoiceStatus).toBe('Sent');
    expect(sent.body.invoice.sentAt).not.toBeNull();
    const inbox = await t.call<EmailsListReply>(
      'GET',
      `/apps/email/emails?q=${encodeURIComponent(`Invoice #${id}`)}`,
      await admin(),
    );
    const mail = inbox.body.emails[0];
    expect(mail?.subject).toBe(`Invoice #${id}`);
    // The sender's words arrive as text: their markup is not markup.
    expect(mail?.message).toMatch(/^<p>Hello &(lt|#60);b&(gt|#62);there/);
    expect(mail?.message).toContain('$58.02');
    const bad = await t.call<Fields>('POST', `/apps/invoice/invoices/${id}/send`, {
      ...(await admin()),
      body: { to: 'nope', subject: '', message: '' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error).sort()).toEqual(['subject', 'to']);
  });

  it('deletes one invoice; an unknown id is a 404 and removes nothing', async () => {
    const before = (await t.call<InvoicesListReply>('GET', '/apps/invoice/invoices', await admin()))
      .body.total;
    const missing = await t.call('DELETE', '/apps/invoice/delete?id=1', await admin());
    expect(missing.status).toBe(404);
    const gone = await t.call('DELETE', '/apps/invoice/delete?id=4990', await admin());
    expect(gone.status).toBe(200);
    const after = (await t.call<InvoicesListReply>('GET', '/apps/invoice/invoices', await admin()))
      .body;
    expect(after.total).toBe(before - 1);
    expect(after.allData.some((row) => row.id === 4990)).toBe(false);
    expect((await t.call('GET', '/api/invoice/invoices/4990', await admin())).status).toBe(404);
  });

  it('adds a client to the address book', async () => {
    const added = await t.call<{ id: number; name: string }>('POST', '/api/invoice/clients', {
      ...(await admin()),
      body: body().client,
    });
    expect(added.status).toBe(201);
    const found = await t.call<{ name: string }[]>(
      'GET',
      '/api/invoice/clients?q=ada%20b',
      await admin(),
    );
    expect(found.body.map((client) => client.name)).toEqual(['Ada Brooks']);
    const bad = await t.call<Fields>('POST', '/api/invoice/clients', {
      ...(await admin()),
      body: { name: '' },
    });
    expect(bad.status).toBe(400);
  });
});
