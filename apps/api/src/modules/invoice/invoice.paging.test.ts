import {
  type Invoice,
  type InvoicesListReply,
  invoiceSortColumns,
  invoicesListQuerySchema,
} from '@beacon/contract/invoice';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../lib/keyset';
import { backends, useTestApp } from '../../test/harness';
import { pageWalks } from '../../test/page-walks';
import { listInvoices } from './invoice.repo';

type ErrorBody = { error: Record<string, string[]> };

/** What `q` matches, as the list's description says: id, client name and e-mail, amounts, due date. */
const searched = (row: Invoice) =>
  [row.id, row.client.name, row.client.companyEmail, row.total, row.balance, row.dueDate]
    .join(' ')
    .toLowerCase();

describe.each(backends)('invoice list paging on %s', (backend) => {
  const t = useTestApp(backend);
  const get = async <T>(path: string) =>
    t.call<T>('GET', path, { token: await t.tokenOf('admin') });
  const list = async (query: string) => {
    const reply = await get<InvoicesListReply>(`/apps/invoice/invoices?allData=false&${query}`);
    expect(reply.status, `${query}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body;
  };
  const everyInvoice = async () =>
    (await get<InvoicesListReply>('/apps/invoice/invoices?perPage=1')).body.allData;
  const ids = (reply: InvoicesListReply) => reply.invoices.map((row) => row.id);

  const { walk, byPages } = pageWalks(async (query) => {
    const reply = await list(query);
    return { ids: ids(reply), cursors: reply.cursors };
  });

  it.each(invoiceSortColumns.flatMap((column) => [`${column}&sort=asc`, `${column}&sort=desc`]))(
    'pages by cursor, next from the first and prev from the last, as by page number (sortColumn=%s)',
    async (sort) => {
      const query = `perPage=9&sortColumn=${sort}`;
      const expected = await byPages(query);
      expect(expected).toHaveLength(50);
      const { forward, backward } = await walk(query);
      expect(forward).toEqual(expected);
      expect(backward).toEqual(expected);
    },
  );

  it('goes back and forth by cursor, with no cursor past either end', async () => {
    const first = await list('perPage=20&cursor=first');
    expect(ids(first)[0]).toBe(5036);
    expect(first.cursors.prev).toBeNull();
    const second = await list(`perPage=20&cursor=${first.cursors.next ?? ''}`);
    const back = await list(`perPage=20&cursor=${second.cursors.prev ?? ''}`);
    expect(ids(back)).toEqual(ids(first));
    expect(back.cursors.prev).toBeNull();
    const last = await list('perPage=20&sortColumn=id&sort=asc&cursor=last');
    // 50 invoices by 20: the last page holds 10, as page 3 does.
    expect(ids(last)).toEqual(Array.from({ length: 10 }, (_, i) => 5027 + i));
    expect(last.cursors.next).toBeNull();
    expect(last.cursors.prev).not.toBeNull();
    expect(last).toMatchObject({ total: 50, totalExact: true });
  });

  it('ignores page when a cursor is given, and gives page-number clients cursors too', async () => {
    const third = await list('perPage=10&sortColumn=id&sort=asc&page=3');
    expect(ids(third)).toEqual(Array.from({ length: 10 }, (_, i) => 5007 + i));
    const fourth = await list(
      `perPage=10&sortColumn=id&sort=asc&page=1&cursor=${third.cursors.next ?? ''}`,
    );
    expect(ids(fourth)).toEqual(Array.from({ length: 10 }, (_, i) => 5017 + i));
  });

  it('pages a status filter, a search and cursors together', async () => {
    const expected = (await everyInvoice())
      .filter((row) => row.invoiceStatus === 'Draft' && searched(row).includes('e'))
      .sort((a, b) => b.total - a.total || b.id - a.id)
      .map((row) => row.id);
    expect(expected.length).toBeGreaterThan(4);
    const { forward, backward } = await walk(
      'perPage=3&status=draft&q=E&sortColumn=total&sort=desc',
    );
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
  });

  it.each(['a', 'z', 'q', '@', '.', '1', 'an', 'de', 'r.', ' 2', 'xq', 'ov'])(
    'answers the one- or two-letter search "%s" with exactly the substring matches',
    async (q) => {
      const expected = (await everyInvoice())
        .filter((row) => searched(row).includes(q))
        .sort((a, b) => a.id - b.id)
        .map((row) => row.id);
      const reply = await list(
        `q=${encodeURIComponent(q.toUpperCase())}&perPage=100&sortColumn=id&sort=asc`,
      );
      expect(ids(reply)).toEqual(expected);
      expect(reply).toMatchObject({ total: expected.length, totalExact: true });
    },
  );

  it.each([
    ['not base64 at all', () => 'not a cursor!'],
    ['valid base64, not a cursor', () => btoa('{"hello":1}')],
    ['from another list', () => encodeCursor('x', 'after', 5000, 5000)],
    ['text where the sort column is a number', () => encodeCursor('x', 'after', 'Zoe', 5000)],
  ])('refuses a cursor that is %s with a message on cursor', async (_, make) => {
    const reply = await get<ErrorBody>(
      `/apps/invoice/invoices?cursor=${encodeURIComponent(make())}`,
    );
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error)).toEqual(['cursor']);
  });

  it('refuses a cursor from another filter, search, sort or direction', async () => {
    const { cursors } = await list('perPage=5&status=paid&sortColumn=total');
    for (const other of [
      'status=draft&sortColumn=total',
      'status=paid&sortColumn=total&q=a',
      'status=paid&sortColumn=total&sort=asc',
      'status=paid&sortColumn=balance',
      'sortColumn=total',
    ]) {
      const reply = await get<ErrorBody>(
        `/apps/invoice/invoices?perPage=5&${other}&cursor=${cursors.next ?? ''}`,
      );
      expect(reply.status, other).toBe(400);
      expect(reply.body.error.cursor).toHaveLength(1);
    }
  });

  it('counts exactly up to the bound, and estimates past the bound', async () => {
    const query = invoicesListQuerySchema.parse({ q: 'a', allData: 'false' });
    const exact = (await list('q=a')).total;
    expect(exact).toBeGreaterThan(10);
    const atBound = await listInvoices(t.db, query, { exactUpTo: exact });
    expect(atBound).toMatchObject({ total: exact, totalExact: true });
    const past = await listInvoices(t.db, query, { exactUpTo: exact - 1 });
    expect(past.totalExact).toBe(false);
    expect(past.total).toBeGreaterThanOrEqual(exact);
    expect(past.total).toBeLessThanOrEqual(exact * 2);
    const statusOnly = invoicesListQuerySchema.parse({ status: 'paid', allData: 'false' });
    expect(await listInvoices(t.db, statusOnly, { exactUpTo: 1 })).toMatchObject({
      total: 12,
      totalExact: false,
    });
    expect(await listInvoices(t.db, statusOnly, { exactUpTo: 12 })).toMatchObject({
      total: 12,
      totalExact: true,
    });
  });
});
