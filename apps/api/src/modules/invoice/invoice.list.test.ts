import type {
  Invoice,
  InvoiceClientRecord,
  InvoiceReply,
  InvoicesListReply,
} from '@beacon/contract/invoice';
import { invoiceSortColumns } from '@beacon/contract/invoice-values';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

const count = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((out, item) => {
    out[key(item)] = (out[key(item)] ?? 0) + 1;
    return out;
  }, {});

describe.each(backends)('invoice list on %s', (backend) => {
  const t = useTestApp(backend);
  const list = async (query = '') => {
    const reply = await t.call<InvoicesListReply>('GET', `/apps/invoice/invoices${query}`, {
      token: await t.tokenOf('admin'),
    });
    expect(reply.status, `GET ${query}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body;
  };
  const ids = async (query: string) => (await list(query)).invoices.map((row) => row.id);

  it('answers 401 without a token and 403 to the client', async () => {
    expect((await t.call('GET', '/apps/invoice/invoices')).status).toBe(401);
    const client = { token: await t.tokenOf('client') };
    expect((await t.call('GET', '/apps/invoice/invoices', client)).status).toBe(403);
    expect((await t.call('GET', '/api/invoice/invoices/4987', client)).status).toBe(403);
    expect((await t.call('DELETE', '/apps/invoice/delete?id=4987', client)).status).toBe(403);
  });

  it('holds the 50 samples with balances that agree with their status', async () => {
    const { invoices, allData, total } = await list();
    expect(total).toBe(50);
    expect(invoices.map((row) => row.id)).toEqual([
      5036, 5035, 5034, 5033, 5032, 5031, 5030, 5029, 5028, 5027,
    ]);
    expect(allData).toHaveLength(50);
    expect(new Set(allData.map((row) => row.id)).size).toBe(50);
    expect(count(allData, (row) => row.invoiceStatus)).toEqual({
      Paid: 12,
      'Partial Payment': 11,
      Draft: 10,
      Downloaded: 8,
      Sent: 6,
      'Past Due': 3,
    });
    expect(count(allData, (row) => row.service)).toEqual({
      'Software Development': 13,
      'Template Customization': 13,
      'Unlimited Extended License': 13,
      'UI/UX Design & Development': 11,
    });
    expect(allData.filter((row) => row.avatar === '')).toHaveLength(18);
    for (const row of allData) {
      expect(typeof row.balance).toBe('number');
      expect(row.total).toBeGreaterThanOrEqual(2029);
      expect(row.total).toBeLessThanOrEqual(5612);
      if (row.invoiceStatus === 'Paid') expect(row.balance).toBe(0);
      else if (row.invoiceStatus === 'Partial Payment') {
        expect(row.balance).toBeGreaterThan(0);
        expect(row.balance).toBeLessThan(row.total);
      } else expect(row.balance).toBe(row.total);
    }
    expect(allData.find((row) => row.id === 4987)).toMatchObject({
      client: { name: 'Jordan Stevenson', company: 'Hall-Robbins PLC' },
      invoiceStatus: 'Paid',
      total: 3428,
      balance: 0,
    });
  });

  it('filters by status exactly and without case; a zero balance does not leak into others', async () => {
    expect((await list('?status=sent')).total).toBe(6);
    expect((await list('?status=paid')).total).toBe(12);
    const partial = await list('?status=Partial%20Payment&perPage=100');
    expect(partial.total).toBe(11);
    expect(partial.invoices.every((row) => row.invoiceStatus === 'Partial Payment')).toBe(true);
    expect((await list('?status=')).total).toBe(50);
    const bad = await t.call<{ error: Record<string, string[]> }>(
      'GET',
      '/apps/invoice/invoices?status=unpaid',
      { token: await t.tokenOf('admin') },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.status?.[0]).toMatch(/status must be one of/);
  });

  it('searches name, e-mail, id, total, balance and due date; "paid" is plain text', async () => {
    const { allData } = await list();
    const first = allData.find((row) => row.id === 4987) as Invoice;
    expect(await ids('?q=jordan')).toEqual([4987]);
    expect(await ids('?q=HALLROBBINS')).toEqual([4987]);
    expect(await ids('?q=4987')).toEqual([4987]);
    expect((await list(`?q=${first.total}&perPage=100`)).invoices.map((row) => row.id)).toContain(
      4987,
    );
    const due = await list(`?q=${encodeURIComponent(first.dueDate.toLowerCase())}&perPage=100`);
    expect(due.invoices.every((row) => row.dueDate === first.dueDate)).toBe(true);
    expect(due.total).toBeGreaterThan(0);
    expect((await list('?q=paid')).total).toBe(0);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
    expect((await list('?q=jordan&status=draft')).total).toBe(0);
  });

  it('sorts by every column with a stable tie-break, and the pages partition', async () => {
    for (const column of invoiceSortColumns) {
      for (const sort of ['asc', 'desc']) {
        const pages = await Promise.all(
          [1, 2, 3, 4, 5].map((page) => ids(`?sortColumn=${column}&sort=${sort}&page=${page}`)),
        );
        const seen = pages.flat();
        expect(new Set(seen).size, `${column} ${sort}`).toBe(50);
      }
    }
    const byTotal = (await list('?sortColumn=total&sort=asc&perPage=100')).invoices;
    const totals = byTotal.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const byName = (await list('?sortColumn=client.name&sort=desc&perPage=100')).invoices;
    const names = byName.map((row) => row.client.name);
    expect(names[0]).toBe('Zoe Carter');
    const bad = await t.call('GET', '/apps/invoice/invoices?sortColumn=secret', {
      token: await t.tokenOf('admin'),
    });
    expect(bad.status).toBe(400);
  });

  it('pages always; a page past the end is empty with the same total; allData=false skips it', async () => {
    expect(await ids('?perPage=25&page=2')).toHaveLength(25);
    const past = await list('?page=9');
    expect(past.invoices).toEqual([]);
    expect(past.total).toBe(50);
    const lean = await list('?allData=false&status=draft');
    expect(lean.allData).toEqual([]);
    expect(lean.total).toBe(10);
  });

  it('answers one invoice with items that add up, and 404 for an unknown id', async () => {
    const token = await t.tokenOf('admin');
    const reply = await t.call<InvoiceReply>('GET', '/api/invoice/invoices/4987', { token });
    expect(reply.status).toBe(200);
    const { invoice, paymentDetails } = reply.body;
    expect(invoice.items.reduce((sum, item) => sum + item.amount, 0)).toBe(invoice.total);
    expect(invoice.subtotal).toBe(3428);
    expect(invoice.paid).toBe(3428);
    expect(paymentDetails).toMatchObject({ totalDue: '$0.00', bankName: 'American Bank' });
    const missing = await t.call('GET', '/api/invoice/invoices/1', { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No such invoice' });
  });

  it('lists the first five clients, newest invoice first, and finds others by name', async () => {
    const token = await t.tokenOf('admin');
    const five = await t.call<InvoiceClientRecord[]>('GET', '/api/invoice/clients', { token });
    expect(five.body.map((client) => client.name)).toEqual([
      'Andrew Burns',
      'Dana Carey',
      'Tammy Sanchez',
      'Lori Wells',
      'Richard Payne',
    ]);
    const found = await t.call<InvoiceClientRecord[]>('GET', '/api/invoice/clients?q=steven', {
      token,
    });
    expect(found.body.map((client) => client.name)).toEqual(['Jordan Stevenson']);
  });
});
