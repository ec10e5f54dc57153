/**
 * The figures scripts/bench-lighthouse.ts reads from one Lighthouse run, and their median and worst
 * over a page's runs. Pure: it reads the result's JSON and nothing else.
 */

/** The parts of a Lighthouse result (`lhr`) the figures come from; a real `Result` is one. */
export interface Lhr {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
  environment: { benchmarkIndex: number };
  configSettings: { throttlingMethod: string };
}

export const figures = [
  'performance',
  'accessibility',
  'bestPractices',
  'tbt',
  'lcp',
  'longTasks',
  'jsBeforeInteractive',
] as const;
export type Figure = (typeof figures)[number];

/** Scores go up when things get better; times, counts and bytes go down. */
export const higherIsBetter: Record<Figure, boolean> = {
  performance: true,
  accessibility: true,
  bestPractices: true,
  tbt: false,
  lcp: false,
  longTasks: false,
  jsBeforeInteractive: false,
};

/** One run's figures; null where the run has none (no mark on the page, a failed category). */
export type RunFigures = Record<Figure, number | null> & { benchmarkIndex: number };

/** What guest pages mark, with `performance.mark`, once their form takes input. */
export const interactiveMark = 'beacon-interactive';

/** Lighthouse's own threshold for a long task (long-tasks.js keeps `duration >= 50`). */
const longTaskMs = 50;

type Fields = Record<string, unknown>;
const fields = (v: unknown): Fields => (v !== null && typeof v === 'object' ? (v as Fields) : {});
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const rows = (v: unknown) => (Array.isArray(v) ? v.map(fields) : []);

const details = (lhr: Lhr, audit: string) => fields(lhr.audits[audit]?.details);

/** A category's score out of 100; null when the category failed. */
function score(lhr: Lhr, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

/**
 * Main-thread tasks of 50 ms or more that start before the largest contentful paint.
 *
 * Under simulated throttling (both presets' `throttlingMethod: 'simulate'`), long-tasks.js takes
 * each task's `startTime` and `duration` from its own Lantern simulation of the page, which slows
 * CPU work down by the preset's `cpuSlowdownMultiplier` (4× on mobile): its figures are already
 * simulated ones, and are not multiplied again here. The LCP audit's `numericValue` is Lantern's
 * simulated LCP, in the same base (ms from the navigation's start, simulated). The observed LCP
 * would not do: it is on the unthrottled clock, about 4× earlier than the simulated tasks.
 * `details.items` stops at 20 tasks, `debugData.tasks` has them all.
 */
export function longTasksBeforeLcp(lhr: Lhr): number | null {
  if (lhr.configSettings.throttlingMethod !== 'simulate')
    throw new Error(`long tasks before LCP are read under simulated throttling only`);
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const audit = details(lhr, 'long-tasks');
  if (lcp === undefined || !('items' in audit)) return null;
  const debug = fields(audit.debugData);
  const tasks = Array.isArray(debug.tasks) ? rows(debug.tasks) : rows(audit.items);
  return tasks.filter(
    (task) => (num(task.duration) ?? 0) >= longTaskMs && (num(task.startTime) ?? lcp) < lcp,
  ).length;
}

/**
 * Bytes sent (`transferSize`: compressed, headers included) for the scripts whose response had
 * ended when the page set `mark`; null when it never did.
 *
 * The mark's `startTime` (user-timings) is in ms from the trace's time origin; network-requests'
 * times are in ms from its first request's start (`debugData.networkStartTimeTs`, µs). The metrics
 * audit's `observedTimeOriginTs` (µs, the same monotonic clock) puts both on one base. Both are
 * observed times, unthrottled: the simulation moves neither.
 */
export function jsBeforeMark(lhr: Lhr, mark: string): number | null {
  const at = rows(details(lhr, 'user-timings').items).find(
    (item) => item.timingType === 'Mark' && item.name === mark,
  )?.startTime;
  if (num(at) === undefined) return null;
  const network = details(lhr, 'network-requests');
  const networkStart = num(fields(network.debugData).networkStartTimeTs);
  const timeOrigin = num(rows(details(lhr, 'metrics').items)[0]?.observedTimeOriginTs);
  if (networkStart === undefined || timeOrigin === undefined)
    throw new Error('the run has no network or trace start time to line the mark up with');
  const shift = (networkStart - timeOrigin) / 1000;
  return rows(network.items)
    .filter((item) => item.resourceType === 'Script' && item.finished !== false)
    .filter((item) => (num(item.networkEndTime) ?? Infinity) + shift <= (num(at) ?? 0))
    .reduce((sum, item) => sum + (num(item.transferSize) ?? 0), 0);
}

export function figuresOf(lhr: Lhr): RunFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    longTasks: longTasksBeforeLcp(lhr),
    jsBeforeInteractive: jsBeforeMark(lhr, interactiveMark),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export interface Spread {
  median: number | null;
  worst: number | null;
  /** Index, in the runs given, of the run whose figure is the median. */
  medianRun: number;
  /** Lighthouse's CPU benchmark of the machine during that run: a busy machine scores low. */
  medianCpu: number;
}

/**
 * The median and the worst of a figure over runs. Of an even count's two middle runs the median
 * is the worse one, so that noise cannot round a result up; a run without the figure is the worst.
 */
export function spreadOf(runs: readonly RunFigures[], figure: Figure): Spread {
  const sign = higherIsBetter[figure] ? -1 : 1;
  const badness = (run: RunFigures) => {
    const value = run[figure];
    return value === null ? Infinity : sign * value;
  };
  const ranked = runs.map((run, index) => ({ run, index }));
  // Not a subtraction: two runs without the figure are both Infinity, and ∞ − ∞ is NaN.
  ranked.sort((a, b) => Math.sign(badness(a.run) - badness(b.run)) || 0);
  const middle = ranked[Math.floor(ranked.length / 2)];
  const last = ranked.at(-1);
  if (!middle || !last) throw new Error('no runs');
  return {
    median: middle.run[figure],
    worst: last.run[figure],
    medianRun: middle.index,
    medianCpu: middle.run.benchmarkIndex,
  };
}

export const lowestCpu = (runs: readonly RunFigures[]) =>
  Math.min(...runs.map((run) => run.benchmarkIndex));
