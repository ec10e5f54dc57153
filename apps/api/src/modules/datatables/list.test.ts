import type { TableDataReply, TableRow } from '@beacon/contract/datatables';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

const count = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((out, item) => {
    out[key(item)] = (out[key(item)] ?? 0) + 1;
    return out;
  }, {});

const cents = (salary: string) => Math.round(Number(salary.slice(1)) * 100);
const isoOf = (usDate: string) => {
  const [month, day, year] = usDate.split('/');
  return `${year}-${month}-${day}`;
};

describe.each(backends)('data tables list on %s', (backend) => {
  const t = useTestApp(backend);
  const data = async (query = '') => {
    const reply = await t.call<TableDataReply>('GET', `/api/datatables/data${query}`, {
      token: await t.tokenOf('admin'),
    });
    expect(reply.status, `GET ${query}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body;
  };
  const initial = async () =>
    (
      await t.call<TableRow[]>('GET', '/api/datatables/initial-data', {
        token: await t.tokenOf('admin'),
      })
    ).body;
  const ids = async (query: string) => (await data(query)).invoices.map((row) => row.id);
  const matching = (rows: TableRow[], test: (row: TableRow) => boolean) =>
    rows.filter(test).map((row) => row.id);

  it('answers 401 without a token and 403 to the client', async () => {
    expect((await t.call('GET', '/api/datatables/data')).status).toBe(401);
    expect((await t.call('GET', '/api/datatables/initial-data')).status).toBe(401);
    const client = { token: await t.tokenOf('client') };
    expect((await t.call('GET', '/api/datatables/data', client)).status).toBe(403);
    expect((await t.call('GET', '/api/datatables/initial-data', client)).status).toBe(403);
  });

  it('holds the 100 sample rows in id order', async () => {
    const rows = await initial();
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(rows[0]).toEqual({
      responsive_id: '',
      id: 1,
      avatar: '10.jpg',
      full_name: "Korrie O'Crevy",
      post: 'Nuclear Power Engineer',
      email: 'kocrevy0@thetimes.co.uk',
      city: 'Krasnosilka',
      start_date: '09/23/2016',
      salary: '$23896.35',
      age: '61',
      experience: '1 Year',
      status: 2,
    });
    expect(count(rows, (row) => String(row.status))).toEqual({
      1: 23,
      2: 19,
      3: 18,
      4: 23,
      5: 17,
    });
    expect(rows.filter((row) => row.avatar === '')).toHaveLength(50);
    for (const row of rows) {
      expect(row.avatar).toMatch(/^(\d+\.jpg)?$/);
      expect(row.start_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(row.salary).toMatch(/^\$\d+\.\d{2}$/);
      expect(row.age).toMatch(/^\d+$/);
      expect(row.experience).toMatch(/^\d+ Years?$/);
    }
  });

  it('answers page 1 of 10 by default, with every row in allData', async () => {
    const reply = await data();
    expect(reply.total).toBe(100);
    expect(reply.invoices.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(reply.allData).toHaveLength(100);
  });

  it('searches name, post, e-mail, age, salary and start date, not the city', async () => {
    const rows = await initial();
    const all = async (q: string) => ids(`?q=${encodeURIComponent(q)}&perPage=100&allData=false`);
    expect(await all('KORRIE')).toEqual([1]);
    expect(await all('nuclear power')).toEqual(
      matching(rows, (row) => row.post === 'Nuclear Power Engineer'),
    );
    expect(await all('kocrevy0@')).toEqual([1]);
    expect(await all('$23896.35')).toEqual([1]);
    expect(await all('09/23/2016')).toEqual(
      matching(rows, (row) => row.start_date === '09/23/2016'),
    );
    const age = rows[1]?.age ?? '';
    expect(await all(age)).toEqual(
      matching(rows, (row) =>
        [row.full_name, row.post, row.email, row.age, row.salary, row.start_date].some((field) =>
          field.toLowerCase().includes(age),
        ),
      ),
    );
    expect(await all('krasnosilka')).toEqual([]);
    // A search never spans two fields.
    expect(await all('engineer kocrevy')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect((await data('?q=%25')).total).toBe(0);
    expect((await data('?q=_')).total).toBe(0);
    expect((await data('?full_name=_')).total).toBe(0);
  });

  it('filters by column: substrings without case, inclusive date and salary bounds', async () => {
    const rows = await initial();
    const page = async (query: string) => ids(`${query}&perPage=100&allData=false`);
    expect(await page('?city=KRASNO')).toEqual(
      matching(rows, (row) => row.city.toLowerCase().includes('krasno')),
    );
    expect(await page('?full_name=o%27crevy&email=thetimes&post=engineer')).toEqual([1]);
    expect(await page('?startFrom=2016-09-23&startTo=2016-09-23')).toEqual(
      matching(rows, (row) => row.start_date === '09/23/2016'),
    );
    expect(await page('?startFrom=2016-01-01&startTo=2016-12-31')).toEqual(
      matching(rows, (row) => isoOf(row.start_date).startsWith('2016')),
    );
    expect(await page('?salaryMin=23896.35&salaryMax=23896.35')).toContain(1);
    expect(await page('?salaryMin=15000&salaryMax=20000')).toEqual(
      matching(rows, (row) => cents(row.salary) >= 1_500_000 && cents(row.salary) <= 2_000_000),
    );
    const bad = await t.call<{ error: Record<string, string[]> }>(
      'GET',
      '/api/datatables/data?startFrom=yesterday&salaryMin=-1',
      { token: await t.tokenOf('admin') },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error).sort()).toEqual(['salaryMin', 'startFrom']);
  });

  it('sorts by every column both ways with id as tie-break; pages partition', async () => {
    const rows = await initial();
    const key: Record<string, (row: TableRow) => string | number> = {
      id: (row) => row.id,
      full_name: (row) => row.full_name,
      post: (row) => row.post,
      email: (row) => row.email,
      city: (row) => row.city,
      start_date: (row) => isoOf(row.start_date),
      salary: (row) => cents(row.salary),
      age: (row) => Number(row.age),
      experience: (row) => row.experience,
      status: (row) => row.status,
    };
    for (const [column, of] of Object.entries(key))
      for (const sort of ['asc', 'desc'] as const) {
        const pages = await Promise.all(
          [1, 2, 3, 4].map((page) =>
            ids(`?sortColumn=${column}&sort=${sort}&perPage=25&page=${page}&allData=false`),
          ),
        );
        const seen = pages.flat();
        expect(new Set(seen).size, `${column} ${sort}`).toBe(100);
        const byId = new Map(rows.map((row) => [row.id, row]));
        const values = seen.map((id) => of(byId.get(id) as TableRow));
        for (let i = 1; i < values.length; i++) {
          const [a, b] = [values[i - 1], values[i]] as [string | number, string | number];
          if (typeof a === 'number' && typeof b === 'number')
            expect(sort === 'asc' ? a <= b : a >= b, `${column} ${sort} at ${i}`).toBe(true);
          if (a === b)
            expect(
              sort === 'asc'
                ? (seen[i - 1] ?? 0) < (seen[i] ?? 0)
                : (seen[i - 1] ?? 0) > (seen[i] ?? 0),
              `${column} ${sort} tie at ${i}`,
            ).toBe(true);
        }
      }
    expect(await ids('?sortColumn=id&sort=desc&perPage=3')).toEqual([100, 99, 98]);
    const bad = await t.call('GET', '/api/datatables/data?sortColumn=search', {
      token: await t.tokenOf('admin'),
    });
    expect(bad.status).toBe(400);
  });

  it('pages; a page past the end is empty with the same total; allData=false skips it', async () => {
    expect(await ids('?perPage=7&page=2')).toEqual([8, 9, 10, 11, 12, 13, 14]);
    const past = await data('?page=11');
    expect(past.invoices).toEqual([]);
    expect(past.total).toBe(100);
    const lean = await data('?allData=false&q=korrie');
    expect(lean.allData).toEqual([]);
    expect(lean.total).toBe(1);
    const tooMany = await t.call('GET', '/api/datatables/data?perPage=101', {
      token: await t.tokenOf('admin'),
    });
    expect(tooMany.status).toBe(400);
  });
});
