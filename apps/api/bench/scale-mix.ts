import { userPlans, userRoles, userSortColumns, userStatuses } from '@beacon/contract/users';
import { seededRandom } from '../src/lib/random';
import { percentile } from './load';
import { type Row, ms } from './report';

/**
 * What people type into the users list's search: two letters (too short for the trigram index,
 * users.table.ts), a fragment of a name, a first name, a surname, an e-mail domain's part. The
 * generated rows draw 50 first names and 50 surnames, so each of these matches thousands.
 */
const searches = ['an', 'zo', 'el', 'lock', 'thea', 'pryce', 'ashdown', 'corp', 'willa'];
// Mostly the first pages, as people browse; page 100 of 50 skips 4,950 rows.
const pages = [1, 1, 2, 10, 100];
const perPages = [10, 25, 50];

export interface ListQuery {
  query: string;
  search: string | undefined;
  page: number;
}

export interface Timed extends ListQuery {
  ms: number;
  status: number;
  /** The reply's total (rows matched), to tell a broad query from a narrow one. */
  total: number | undefined;
}

/**
 * `count` list queries: every sort column both ways in turn (22 requests cover them all), a search
 * half of the time, each exact filter 30 % of the time, pages 1, 2, 10 and 100 of 10, 25 or 50.
 */
export function scaleQueryMix(count: number, seed: number): ListQuery[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const sortColumn = userSortColumns[i % userSortColumns.length] ?? 'fullName';
    const sort = Math.floor(i / userSortColumns.length) % 2 === 0 ? 'asc' : 'desc';
    const page = pick(pages);
    const params = new URLSearchParams({
      page: String(page),
      perPage: String(pick(perPages)),
      sortColumn,
      sort,
    });
    const search = random() < 0.5 ? pick(searches) : undefined;
    if (search) params.set('q', search);
    if (random() < 0.3) params.set('role', pick(userRoles));
    if (random() < 0.3) params.set('status', pick(userStatuses));
    if (random() < 0.3) params.set('currentPlan', pick(userPlans));
    return { query: params.toString(), search, page };
  });
}

async function timeOne(base: string, query: ListQuery, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(`${base}/api/users/list/data?${query.query}`, { headers });
  const text = await response.text();
  const elapsed = performance.now() - started;
  // Parsed after the clock stops: the browser's parse is not the server's latency.
  let total: number | undefined;
  try {
    const reply: unknown = JSON.parse(text);
    const value: unknown = reply && typeof reply === 'object' ? Reflect.get(reply, 'total') : null;
    total = typeof value === 'number' ? value : undefined;
  } catch {
    total = undefined;
  }
  return { ...query, ms: elapsed, status: response.status, total };
}

/**
 * One request after another, alternating the processes: sequential on purpose, this is the
 * latency of one request with nothing queued ahead of it (as in the default bench).
 */
export async function timeQueries(
  queries: readonly ListQuery[],
  bases: readonly string[],
  headers: Record<string, string>,
): Promise<Timed[]> {
  const timed: Timed[] = [];
  for (const [i, query] of queries.entries())
    timed.push(await timeOne(bases[i % bases.length] ?? '', query, headers));
  return timed;
}

const groups: [string, (t: Timed) => boolean][] = [
  ['all requests', () => true],
  ['no search', (t) => !t.search],
  ['search (any q)', (t) => Boolean(t.search)],
  ['  search, 2 letters (no trigram help)', (t) => (t.search?.length ?? 0) === 2],
  ['  search, 3+ letters', (t) => (t.search?.length ?? 0) >= 3],
  ['deep pages (page 100)', (t) => t.page === 100],
  ['  deep pages, no search', (t) => t.page === 100 && !t.search],
];

/** A median row and a p95 row with the budget for each group; empty groups are left out. */
export function groupRows(timed: readonly Timed[], budgetMs: number, users: string): Row[] {
  return groups.flatMap(([name, member]) => {
    const latencies = timed.filter(member).map((t) => t.ms);
    if (latencies.length === 0) return [];
    const p95 = percentile(latencies, 95);
    return [
      {
        label: `users list p95, ${name}, ${users} users, ${latencies.length} sequential`,
        value: ms(p95),
        budget: `<= ${budgetMs} ms`,
        met: p95 <= budgetMs,
      },
      { label: `users list median, ${name}`, value: ms(percentile(latencies, 50)) },
    ];
  });
}

/**
 * The `n` slowest requests, each timed again three times: a shape that is slow every time is
 * the query's cost; one that is fast again was the shared machine's.
 */
export async function slowestShapes(
  timed: readonly Timed[],
  bases: readonly string[],
  headers: Record<string, string>,
  n = 5,
) {
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, n);
  const again: { first: Timed; retimedMs: number[] }[] = [];
  for (const first of slowest) {
    const retimed = await timeQueries([first, first, first], bases, headers);
    again.push({ first, retimedMs: retimed.map((t) => t.ms) });
  }
  return again;
}

export function printSlowest(shapes: Awaited<ReturnType<typeof slowestShapes>>) {
  console.log('\nSlowest query shapes (first time; three more times, median):');
  for (const { first, retimedMs } of shapes)
    console.log(
      `  ${ms(first.ms).padStart(9)}; again ${ms(percentile(retimedMs, 50)).padStart(9)}` +
        `  ${first.total?.toLocaleString('en-US') ?? '?'} matches  ${first.query}`,
    );
}

/** p95 by one aspect of the query (its page, its search, its sort): where the time goes. */
export function printBreakdowns(timed: readonly Timed[]) {
  const aspects: [string, (t: Timed) => string][] = [
    ['page', (t) => String(t.page)],
    ['q', (t) => t.search ?? '(none)'],
    ['sortColumn', (t) => new URLSearchParams(t.query).get('sortColumn') ?? ''],
  ];
  for (const [name, key] of aspects) {
    // Map.groupBy is Node 21+.
    const byKey = new Map<string, Timed[]>();
    for (const t of timed) byKey.set(key(t), [...(byKey.get(key(t)) ?? []), t]);
    const parts = [...byKey].map(
      ([value, members]) =>
        `${value} ${ms(
          percentile(
            members.map((t) => t.ms),
            95,
          ),
        )} (${members.length})`,
    );
    console.log(`  p95 by ${name}: ${parts.join(', ')}`);
  }
}
