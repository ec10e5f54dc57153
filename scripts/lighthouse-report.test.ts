import { describe, expect, it } from 'vitest';
import {
  type Lhr,
  type RunFigures,
  figuresOf,
  jsBeforeMark,
  longTasksBeforeLcp,
  spreadOf,
} from './lighthouse-figures';
import { type Budget, type Measured, budgets, misses, missedOn } from './lighthouse-report';

/** The µs timestamp of the trace's time origin in the fake runs. */
const origin = 5_000_000_000;

interface Fake {
  performance?: number;
  tbt?: number;
  lcp?: number;
  cpu?: number;
  longTasks?: { startTime: number; duration: number }[];
  marks?: { name: string; startTime: number }[];
  /** ms after the time origin at which the network log starts. */
  networkStart?: number;
  requests?: { resourceType: string; networkEndTime: number; transferSize: number }[];
}

/** A Lighthouse result with only what the figures read. */
function fakeRun(fake: Fake): Lhr {
  return {
    configSettings: { throttlingMethod: 'simulate' },
    environment: { benchmarkIndex: fake.cpu ?? 1000 },
    categories: {
      performance: { score: (fake.performance ?? 90) / 100 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
    },
    audits: {
      'total-blocking-time': { numericValue: fake.tbt ?? 100 },
      'largest-contentful-paint': { numericValue: fake.lcp ?? 2000 },
      'long-tasks': {
        details: {
          type: 'table',
          items: fake.longTasks ?? [],
          debugData: { type: 'debugdata', tasks: fake.longTasks ?? [] },
        },
      },
      'user-timings': {
        details: { items: (fake.marks ?? []).map((m) => ({ ...m, timingType: 'Mark' })) },
      },
      metrics: { details: { items: [{ observedTimeOriginTs: origin }] } },
      'network-requests': {
        details: {
          items: (fake.requests ?? []).map((r) => ({ ...r, finished: true })),
          debugData: { networkStartTimeTs: origin + (fake.networkStart ?? 0) * 1000 },
        },
      },
    },
  };
}

const runsOf = (fakes: Fake[]): RunFigures[] => fakes.map((f) => figuresOf(fakeRun(f)));

describe('median and worst over runs', () => {
  it('takes the middle score, the lowest as worst, and the median run’s CPU benchmark', () => {
    const runs = runsOf([
      { performance: 70, cpu: 400 },
      { performance: 95, cpu: 1200 },
      { performance: 88, cpu: 900 },
    ]);
    expect(spreadOf(runs, 'performance')).toEqual({
      median: 88,
      worst: 70,
      medianRun: 2,
      medianCpu: 900,
    });
  });

  it('takes the highest time as worst, where lower is better', () => {
    const runs = runsOf([{ tbt: 300 }, { tbt: 50 }, { tbt: 120 }]);
    const spread = spreadOf(runs, 'tbt');
    expect([spread.median, spread.worst]).toEqual([120, 300]);
  });

  it('picks the worse of the two middle runs of an even count, so noise cannot round up', () => {
    const runs = runsOf([{ performance: 99 }, { performance: 91 }, { performance: 85 }, {}]);
    // Sorted: 99, 91, 90, 85; the middle two are 91 and 90.
    expect(spreadOf(runs, 'performance').median).toBe(90);
    expect(spreadOf(runsOf([{ tbt: 10 }, { tbt: 400 }]), 'tbt').median).toBe(400);
  });

  it('counts a run without the mark as the worst', () => {
    const marked = { marks: [{ name: 'beacon-interactive', startTime: 100 }] };
    const runs = runsOf([marked, {}, marked]);
    const spread = spreadOf(runs, 'jsBeforeInteractive');
    expect([spread.median, spread.worst]).toEqual([0, null]);
  });
});

describe('long tasks before LCP', () => {
  it('counts the tasks of 50 ms or more that start before LCP, in the simulated time base', () => {
    const run = fakeRun({
      lcp: 3000,
      longTasks: [
        { startTime: 500, duration: 240 },
        { startTime: 2900, duration: 60 },
        { startTime: 1000, duration: 49.9 },
        { startTime: 3000, duration: 400 },
        { startTime: 4200, duration: 90 },
      ],
    });
    expect(longTasksBeforeLcp(run)).toBe(2);
  });

  it('refuses a run whose task times would not be the simulated slowdown’s', () => {
    const run = { ...fakeRun({}), configSettings: { throttlingMethod: 'provided' } };
    expect(() => longTasksBeforeLcp(run)).toThrow(/simulated/);
  });
});

describe('JS evaluated before the interactive mark', () => {
  const requests = [
    { resourceType: 'Script', networkEndTime: 100, transferSize: 30_000 },
    { resourceType: 'Script', networkEndTime: 380, transferSize: 20_000 },
    { resourceType: 'Stylesheet', networkEndTime: 150, transferSize: 9_000 },
    { resourceType: 'Script', networkEndTime: 420, transferSize: 40_000 },
  ];

  it('sums the scripts whose response ended before the mark, on the mark’s time base', () => {
    // The network log starts 30 ms after the time origin: the script that ended at 380 ms in its
    // base ended at 410 ms, after the mark.
    const run = fakeRun({
      networkStart: 30,
      requests,
      marks: [{ name: 'beacon-interactive', startTime: 400 }],
    });
    expect(jsBeforeMark(run, 'beacon-interactive')).toBe(30_000);
    expect(
      jsBeforeMark(
        fakeRun({ requests, marks: [{ name: 'beacon-interactive', startTime: 400 }] }),
        'beacon-interactive',
      ),
    ).toBe(50_000);
  });

  it('is null without the mark, which then misses its budget', () => {
    const run = fakeRun({ requests, marks: [{ name: 'something-else', startTime: 900 }] });
    expect(jsBeforeMark(run, 'beacon-interactive')).toBeNull();
    const budget = budgets.find((b) => b.figure === 'jsBeforeInteractive');
    expect(budget && missedOn(budget, ['h2'], { h2: null })).toEqual(['h2']);
  });
});

describe('budgets over both protocols', () => {
  const tbt: Budget = { figure: 'tbt', preset: 'mobile', pages: 'guest', limit: 100 };

  it('is met only when the median of each protocol meets it', () => {
    expect(missedOn(tbt, ['h2', 'h1'], { h2: 80, h1: 100 })).toEqual([]);
    expect(missedOn(tbt, ['h2', 'h1'], { h2: 80, h1: 140 })).toEqual(['h1']);
    expect(missedOn(tbt, ['h2', 'h1'], { h2: 80 })).toEqual(['h1']);
  });

  it('lists a page’s miss with the protocol whose median missed', () => {
    const measured = (protocol: 'h2' | 'h1', performance: number): Measured => ({
      path: '/apps/user/list',
      signedIn: true,
      preset: 'mobile',
      protocol,
      runs: runsOf([{ performance, tbt: 150, longTasks: [] }]),
      results: [],
    });
    expect(misses([measured('h2', 93), measured('h1', 86)], ['h2', 'h1'])).toEqual([
      '/apps/user/list mobile perf: h1 86 (budget ≥ 90)',
    ]);
  });
});
