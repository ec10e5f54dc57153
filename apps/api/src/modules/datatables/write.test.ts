import type { TableDataReply, TableRow, TableRowBodyInput } from '@beacon/contract/datatables';
import { tableRowsMax } from '@beacon/contract/datatables';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

type Fields = { error: Record<string, string[]> };
type RowReply = { row: TableRow };

const body = (overrides: Partial<TableRowBodyInput> = {}): TableRowBodyInput => ({
  full_name: 'Ada Brooks',
  post: 'Data 100% Engineer',
  email: 'ada@brooks.example',
  city: 'Leeds',
  start_date: '2024-02-29',
  salary: 45678.9,
  age: 34,
  experience: '3 Years',
  status: 1,
  ...overrides,
});

describe.each(backends)('data tables writes on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = async () => ({ token: await t.tokenOf('admin') });
  const total = async () =>
    (await t.call<TableDataReply>('GET', '/api/datatables/data?allData=false', await admin())).body
      .total;
  const search = async (q: string) =>
    (
      await t.call<TableDataReply>(
        'GET',
        `/api/datatables/data?allData=false&q=${encodeURIComponent(q)}`,
        await admin(),
      )
    ).body.invoices;

  it('adds a row (201) shown as the API shows every row, and found by q', async () => {
    const reply = await t.call<RowReply>('POST', '/api/datatables/rows', {
      ...(await admin()),
      body: body(),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.row).toEqual({
      responsive_id: '',
      id: 101,
      avatar: '',
      full_name: 'Ada Brooks',
      post: 'Data 100% Engineer',
      email: 'ada@brooks.example',
      city: 'Leeds',
      start_date: '02/29/2024',
      salary: '$45678.90',
      age: '34',
      experience: '3 Years',
      status: 1,
    });
    expect((await search('100%')).map((row) => row.id)).toEqual([101]);
    expect((await search('$45678.9')).map((row) => row.id)).toEqual([101]);
    expect((await search('02/29/2024')).map((row) => row.id)).toEqual([101]);
  });

  it('defaults age to empty, experience to empty and status to Applied', async () => {
    const { full_name, post, start_date, salary } = body();
    const reply = await t.call<RowReply>('POST', '/api/datatables/rows', {
      ...(await admin()),
      body: { full_name, post, start_date, salary, email: 'min@example.com' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.row).toMatchObject({ age: '', experience: '', city: '', status: 5 });
  });

  it('rewrites a row (200) and the search follows; keeps its avatar', async () => {
    const reply = await t.call<RowReply>('PUT', '/api/datatables/rows/1', {
      ...(await admin()),
      body: body({ full_name: 'Korrie Renamed', salary: 1, age: 62 }),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.row).toMatchObject({
      id: 1,
      avatar: '10.jpg',
      full_name: 'Korrie Renamed',
      salary: '$1.00',
      age: '62',
    });
    expect((await search('korrie renamed')).map((row) => row.id)).toEqual([1]);
    expect(await search("o'crevy")).toEqual([]);
  });

  it('deletes a row (200 { id }) and answers 404 for an unknown id, changing nothing', async () => {
    const before = await total();
    const deleted = await t.call('DELETE', '/api/datatables/rows/2', await admin());
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: 2 });
    expect(await total()).toBe(before - 1);
    for (const [method, input] of [
      ['DELETE', undefined],
      ['PUT', body()],
    ] as const) {
      const missing = await t.call(method, '/api/datatables/rows/2', {
        ...(await admin()),
        body: input,
      });
      expect(missing.status, method).toBe(404);
      expect(missing.body).toEqual({ error: 'There is no row with this id' });
    }
    expect(await total()).toBe(before - 1);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await total();
    const cases: [unknown, string][] = [
      [body({ full_name: ' ' }), 'full_name'],
      [body({ post: '' }), 'post'],
      [body({ email: 'nope' }), 'email'],
      [body({ start_date: '09/23/2016' }), 'start_date'],
      [body({ salary: 1.234 }), 'salary'],
      [body({ salary: -1 }), 'salary'],
      [body({ age: 12 }), 'age'],
      [{ ...body(), status: 6 }, 'status'],
    ];
    for (const [input, field] of cases) {
      const reply = await t.call<Fields>('POST', '/api/datatables/rows', {
        ...(await admin()),
        body: input,
      });
      expect(reply.status, field).toBe(400);
      expect(Object.keys(reply.body.error), field).toContain(field);
    }
    const badPut = await t.call<Fields>('PUT', '/api/datatables/rows/3', {
      ...(await admin()),
      body: body({ email: '' }),
    });
    expect(badPut.status).toBe(400);
    expect(await total()).toBe(before);
  });

  it('generates rows up to the limit, then refuses on count', async () => {
    const before = await total();
    const reply = await t.call<{ total: number }>('POST', '/api/datatables/generate', {
      ...(await admin()),
      body: { count: 250 },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.total).toBe(before + 250);
    expect(await total()).toBe(before + 250);
    const page = await t.call<TableDataReply>(
      'GET',
      '/api/datatables/data?allData=false&sortColumn=id&sort=desc&perPage=5',
      await admin(),
    );
    for (const row of page.body.invoices) {
      expect(row.full_name).not.toBe('');
      expect(row.salary).toMatch(/^\$\d+\.\d{2}$/);
      expect([1, 2, 3, 4, 5]).toContain(row.status);
    }
    const more = await t.call<{ total: number }>('POST', '/api/datatables/generate', {
      ...(await admin()),
      body: { count: 10_000 },
    });
    expect(more.status).toBe(201);
    const room = tableRowsMax - more.body.total;
    const over = await t.call<Fields>('POST', '/api/datatables/generate', {
      ...(await admin()),
      body: { count: room + 1 },
    });
    expect(over.status).toBe(400);
    expect(over.body.error.count).toEqual([
      `The table holds at most ${tableRowsMax} rows: at most ${room} more can be added`,
    ]);
    expect(await total()).toBe(more.body.total);
    const invalid = await t.call<Fields>('POST', '/api/datatables/generate', {
      ...(await admin()),
      body: { count: 0 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.count).toBeDefined();
  });

  it('answers 401 without a token and 403 to the client, writing nothing', async () => {
    const before = await total();
    const client = { token: await t.tokenOf('client') };
    const calls = [
      ['POST', '/api/datatables/rows', body()],
      ['PUT', '/api/datatables/rows/3', body()],
      ['DELETE', '/api/datatables/rows/3', undefined],
      ['POST', '/api/datatables/generate', { count: 1 }],
    ] as const;
    for (const [method, path, input] of calls) {
      expect((await t.call(method, path, { body: input })).status, `${method} ${path}`).toBe(401);
      expect((await t.call(method, path, { ...client, body: input })).status).toBe(403);
    }
    expect(await total()).toBe(before);
  });
});
