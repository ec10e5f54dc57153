import { availableParallelism, loadavg } from 'node:os';
import { type Row, printTable } from './report';
import { type ListSpec, listQueryMix } from './scale-lists-mix';
import { httpReader, printSlowest, shapeRows, timeQueries } from './scale-mix';

const load = () => (loadavg()[0] ?? 0).toFixed(1);

/**
 * Times each list in turn over HTTP, one request after another alternating between the servers
 * at `bases`: a warm-up pass, then `perShape` requests of each shape. Each list's rows: its
 * shapes against `budgetMs`, its failed requests (budget 0) and the load average around it.
 */
export async function timeLists(
  bases: readonly string[],
  headers: Record<string, string>,
  specs: readonly ListSpec[],
  options: { perShape: number; budgetMs: number; rowsOf: (spec: ListSpec) => string },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const spec of specs) {
    const readers = bases.map((base) => httpReader(base, headers, spec.path));
    // A first pass warms the caches and is not counted (and walks the cursors of page 100).
    await timeQueries(listQueryMix(spec, 3), readers);
    const queries = listQueryMix(spec, options.perShape);
    const loadBefore = load();
    console.log(`Timing ${queries.length} ${spec.label} requests (load average ${loadBefore})...`);
    const timed = await timeQueries(queries, readers);
    const failed = timed.filter((t) => t.status !== 200);
    const own: Row[] = [
      ...shapeRows(timed, options.budgetMs, `${spec.label}, ${options.rowsOf(spec)} rows`),
      {
        label: `${spec.label}: requests that failed (non-200, or over 5 s)`,
        value: String(failed.length),
        budget: '0',
        met: failed.length === 0,
      },
      {
        label: `${spec.label}: load average (${availableParallelism()} cores) before, after`,
        value: `${loadBefore}, ${load()}`,
      },
    ];
    rows.push(...own);
    // Printed now as well: a run stopped half-way still leaves the lists it timed.
    printTable(own);
    printSlowest(timed, 5, `Slowest ${spec.label} requests`);
    for (const t of failed.slice(0, 3))
      console.log(`  failed (${t.status === 0 ? 'timed out' : t.status}): ${t.params}`);
  }
  return rows;
}
