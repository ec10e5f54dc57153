import { userPlans, userRoles, userSortColumns, userStatuses } from '@beacon/contract/users';
import { percentile } from './load';
import { type Row, ms } from './report';

/**
 * What people type into the users list's search. The generated rows draw 50 first names and 50
 * surnames, so most of these match thousands; "q", "x", "zz", "qz" and "xy" match few or none,
 * the case a sort-index walk cannot serve.
 */
const oneLetter = ['a', 'e', 'n', 'z', 'q', 'x', '9', '@'];
const twoLetters = ['an', 'zo', 'el', 'ra', 'zz', 'qz', 'xy', 'ua'];
const longer = ['lock', 'thea', 'pryce', 'ashdown', 'corp', 'willa', 'ley', 'qqq'];
const perPages = [10, 25, 50];

/**
 * Where the timed request starts: a page number, or a cursor fetched (untimed) just before: the
 * `next` of page − 1 read by number, or with `walk` the screen's way, `next` after `next` from
 * the first page.
 */
export type Start =
  { page: number } | { cursor: 'last' } | { cursorAtPage: number; walk?: boolean };

export interface ListQuery {
  shape: string;
  /** Shapes the screen asks answer within the budget; old clients' deep `page` is reported only. */
  budgeted: boolean;
  params: URLSearchParams;
  start: Start;
}

export interface Timed extends ListQuery {
  ms: number;
  status: number;
  total: number | undefined;
  totalExact: boolean | undefined;
}

type Shape = [
  name: string,
  budgeted: boolean,
  make: (i: number) => Partial<Record<string, string>>,
  start: Start,
];

const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const filters = (i: number) => ({
  role: cycle(userRoles, i),
  status: cycle(userStatuses, i + 1),
  currentPlan: cycle(userPlans, i + 2),
});

/** Every shape the list screen can ask, each `perShape` times over every sort column, both ways. */
const shapes: Shape[] = [
  ['no search, first page', true, () => ({}), { page: 1 }],
  ['role filter', true, (i) => ({ role: cycle(userRoles, i) }), { page: 1 }],
  ['status filter', true, (i) => ({ status: cycle(userStatuses, i) }), { page: 1 }],
  ['plan filter', true, (i) => ({ currentPlan: cycle(userPlans, i) }), { page: 1 }],
  ['three filters', true, filters, { page: 1 }],
  ['search, 1 letter', true, (i) => ({ q: cycle(oneLetter, i) }), { page: 1 }],
  ['search, 2 letters', true, (i) => ({ q: cycle(twoLetters, i) }), { page: 1 }],
  ['search, 3+ letters', true, (i) => ({ q: cycle(longer, i) }), { page: 1 }],
  [
    'search and a filter',
    true,
    (i) => ({ q: cycle([...oneLetter, ...twoLetters, ...longer], i), role: cycle(userRoles, i) }),
    { page: 1 },
  ],
  ['page 100 by cursor, no search', true, () => ({}), { cursorAtPage: 100 }],
  ['page 100 by cursor, three filters', true, filters, { cursorAtPage: 100 }],
  [
    'page 100 by cursor, search',
    true,
    (i) => ({ q: cycle([...twoLetters, ...longer], i) }),
    { cursorAtPage: 100 },
  ],
  ['last page, no search', true, () => ({}), { cursor: 'last' }],
  ['last page, three filters', true, filters, { cursor: 'last' }],
  [
    'last page, search',
    true,
    (i) => ({ q: cycle([...oneLetter, ...twoLetters, ...longer], i) }),
    { cursor: 'last' },
  ],
  ['old clients: page=100, no search', false, () => ({}), { page: 100 }],
  ['old clients: page=100, three filters', false, filters, { page: 100 }],
];

export function scaleQueryMix(perShape: number): ListQuery[] {
  return shapes.flatMap(([shape, budgeted, make, start]) =>
    Array.from({ length: perShape }, (_, i) => {
      const params = new URLSearchParams({
        perPage: String(cycle(perPages, i)),
        sortColumn: cycle(userSortColumns, i),
        sort: Math.floor(i / userSortColumns.length) % 2 === 0 ? 'asc' : 'desc',
      });
      for (const [key, value] of Object.entries(make(i))) if (value) params.set(key, value);
      return { shape, budgeted, params, start };
    }),
  );
}

/** How a list is read: over HTTP from a server, or in-process from the repository (PGlite). */
export type ReadList = (params: URLSearchParams) => Promise<{ status: number; body: unknown }>;

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? Reflect.get(body, name) : undefined;

/**
 * The cursor of page `page` for `params`, as the screen gets there: the first page, then `next`
 * 1 to page − 1 times, untimed; `last` when the list ends sooner. Kept per reader, so the warm-up
 * pass walks for the timed one.
 */
const walked = new WeakMap<ReadList, Map<string, string>>();
async function walkTo(read: ReadList, params: URLSearchParams, page: number): Promise<string> {
  const known = walked.get(read) ?? new Map<string, string>();
  walked.set(read, known);
  const key = `${page} ${params}`;
  const there = known.get(key);
  if (there !== undefined) return there;
  let cursor = 'first';
  for (let at = 1; at < page; at++) {
    const step = new URLSearchParams(params);
    step.set('cursor', cursor);
    const next = field(field((await read(step)).body, 'cursors'), 'next');
    if (typeof next !== 'string') {
      cursor = 'last';
      break;
    }
    cursor = next;
  }
  known.set(key, cursor);
  return cursor;
}

async function timeOne(read: ReadList, query: ListQuery): Promise<Timed> {
  const params = new URLSearchParams(query.params);
  if ('page' in query.start) params.set('page', String(query.start.page));
  else if ('cursor' in query.start) params.set('cursor', query.start.cursor);
  else if (query.start.walk)
    params.set('cursor', await walkTo(read, params, query.start.cursorAtPage));
  else {
    // Untimed: the screen holds this cursor from the page before.
    const before = new URLSearchParams(params);
    before.set('page', String(query.start.cursorAtPage - 1));
    const next = field(field((await read(before)).body, 'cursors'), 'next');
    params.set('cursor', typeof next === 'string' ? next : 'last');
  }
  const started = performance.now();
  const { status, body } = await read(params);
  const elapsed = performance.now() - started;
  const total = field(body, 'total');
  const totalExact = field(body, 'totalExact');
  return {
    ...query,
    params,
    ms: elapsed,
    status,
    total: typeof total === 'number' ? total : undefined,
    totalExact: typeof totalExact === 'boolean' ? totalExact : undefined,
  };
}

/** One request after another: the latency of one request with nothing queued ahead of it. */
export async function timeQueries(
  queries: readonly ListQuery[],
  readers: readonly ReadList[],
): Promise<Timed[]> {
  const timed: Timed[] = [];
  for (const [i, query] of queries.entries())
    timed.push(await timeOne(readers[i % readers.length] as ReadList, query));
  return timed;
}

/**
 * A request slower than this is given up (status 0, a failure): far past any budget, and a list
 * whose search takes minutes at a million rows must not hold the whole run.
 */
const REQUEST_TIMEOUT_MS = 5_000;

/** Reads over HTTP; the reply is parsed after the clock would stop in the browser too. */
export const httpReader =
  (base: string, headers: Record<string, string>, path = '/api/users/list/data'): ReadList =>
  async (params) => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}?${params}`, {
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        return { status: 0, body: undefined };
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  };

/** p50, p95 and the worst per shape; the p95 of each budgeted shape against the budget. */
export function shapeRows(timed: readonly Timed[], budgetMs: number, label: string): Row[] {
  return [...new Set(timed.map((t) => t.shape))].flatMap((name) => {
    const members = timed.filter((t) => t.shape === name);
    if (members.length === 0) return [];
    const latencies = members.map((t) => t.ms);
    const p95 = percentile(latencies, 95);
    const estimated = members.filter((t) => t.totalExact === false).length;
    return [
      {
        label: `${label}: ${name} (${members.length}; ${estimated} estimated totals) p50 / p95 / worst`,
        value: `${ms(percentile(latencies, 50))} / ${ms(p95)} / ${ms(Math.max(...latencies))}`,
        ...(members[0]?.budgeted
          ? { budget: `p95 <= ${budgetMs} ms`, met: p95 <= budgetMs }
          : { budget: '(reported)' }),
      },
    ];
  });
}

export function printSlowest(timed: readonly Timed[], n = 8, heading = 'Slowest requests') {
  console.log(`\n${heading}:`);
  for (const t of [...timed].sort((a, b) => b.ms - a.ms).slice(0, n)) {
    const params = new URLSearchParams(t.params);
    if (params.has('cursor')) params.set('cursor', '…');
    console.log(
      `  ${ms(t.ms).padStart(9)}  ${t.total?.toLocaleString('en-US') ?? '?'}${
        t.totalExact === false ? ' (estimated)' : ''
      } matches  ${t.shape}: ${params}`,
    );
  }
}
