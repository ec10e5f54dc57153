/** What the mixed load test sends, by kind, and what came back. */
export const kinds = [
  'task create',
  'task update',
  'task delete',
  'event create',
  'event update',
  'user create',
  'user delete',
  'invoice create',
  'cart add',
  'cart quantity',
  'cart remove',
  'wishlist add',
  'wishlist remove',
  'users list',
  'products list',
  'tasks list',
  'mail list',
  // In place of a write whose create failed: never expected, so also counted as a failure.
  'skipped',
] as const;
export type Kind = (typeof kinds)[number];

export class MixStats {
  readonly latencies = new Map<Kind, number[]>(kinds.map((kind) => [kind, []]));
  /** Failures of every sort, by kind, for the report. */
  readonly failures = new Map<Kind, number>(kinds.map((kind) => [kind, 0]));
  /**
   * Failures autocannon does not count (its non2xx and errors cover the rest): a 2xx to a
   * placeholder, or one without the id it must carry.
   */
  uncounted = 0;
  /** The first few failed replies, to show what went wrong, and when (since the stats began). */
  readonly samples: string[] = [];
  private readonly began = performance.now();

  record(kind: Kind, status: number, ms: number, body: string) {
    this.latencies.get(kind)?.push(ms);
    if (status < 200 || status >= 300) this.fail(kind, `${status} ${body}`);
    else if (kind === 'skipped') this.fail(kind, `${status} ${body}`, true);
  }

  fail(kind: Kind, what: string, uncounted = false) {
    this.failures.set(kind, (this.failures.get(kind) ?? 0) + 1);
    if (uncounted) this.uncounted++;
    const at = ((performance.now() - this.began) / 1000).toFixed(1);
    if (this.samples.length < 10) this.samples.push(`${at} s, ${kind}: ${what.slice(0, 300)}`);
  }
}

/** `{ "task": { "id": 12, … } }` → 12: a number the write's reply must carry. */
export function numberIn(reply: string, key: string, field: string): number {
  const parsed: unknown = JSON.parse(reply);
  const inner: unknown = parsed && typeof parsed === 'object' ? Reflect.get(parsed, key) : 0;
  const value: unknown = inner && typeof inner === 'object' ? Reflect.get(inner, field) : 0;
  if (typeof value !== 'number')
    throw new Error(`no ${key}.${field} in the reply: ${reply.slice(0, 200)}`);
  return value;
}
