/**
 * Where a signed-in first load's main thread goes: one web build served by server mode, the page
 * loaded signed in as the admin (phone viewport, empty HTTP cache), with a trace and a JavaScript
 * profile. For each load it prints:
 *
 * - every task over `--min` ms, with the trace events that fill it (style, layout, evaluation…) and
 *   the functions that ran longest in it (build without minifying to read their names);
 * - every style recalculation over 3 ms with the number of elements it recomputed: one over most of
 *   the page after the first screen is work a change can often avoid;
 * - with `--invalidations`, for those, the style invalidations just before (which element, which
 *   attribute or stylesheet made the browser recompute the page). Chromium's invalidation tracking
 *   slows style and attribute work itself, many times over on some pages (the calendar's first
 *   style recalculation: 174–550 ms with it, under 20 ms without), so read durations from a run
 *   without it.
 *
 *   npx tsx scripts/profile-first-load.ts --page /apps/user/list [--cpu 4] [--min 50] [--runs 2]
 *     [--invalidations] [--inclusive] DIST
 *
 * Build it first, e.g. `cd apps/web && npx vite build --outDir /tmp/dist-a` (`--minify false` for
 * function names). A tool to look with, not a bench: compare builds with bench-blocking.ts.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer, { type CDPSession } from 'puppeteer-core';
import { startServer } from './lighthouse-server';
import { type TraceEvent, signedInTab, tracedLoad } from './signed-in-tab';

interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const root = resolve(import.meta.dirname, '..');
const { values: args, positionals } = parseArgs({
  options: {
    page: { type: 'string' },
    cpu: { type: 'string', default: '1' },
    min: { type: 'string', default: '12' },
    runs: { type: 'string', default: '2' },
    invalidations: { type: 'boolean', default: false },
    inclusive: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const [dist] = positionals;
if (!args.page || !dist)
  throw new Error(
    'usage: profile-first-load.ts --page /path [--cpu 4] [--min 50] [--runs 2] [--invalidations] DIST',
  );
const page = args.page;
const [cpu, min, runs] = [Number(args.cpu), Number(args.min), Number(args.runs)];

const ms = (us: number) => (us / 1000).toFixed(0).padStart(6);
const file = (url: unknown) => (typeof url === 'string' ? url.replace(/^.*\//, '') : '');
const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
    .join(' | ');

/** Self time of each function within [from, to] (trace microseconds). */
function functionsIn(profile: Profile, from: number, to: number): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) return;
    const frame = nodes.get(id);
    if (!frame || frame.functionName === '(idle)') return;
    const name = `${frame.functionName || '(anonymous)'} ${file(frame.url)}:${frame.lineNumber}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return totals;
}

/**
 * Time of each function within [from, to] with what it called (`--inclusive`): which of the app's
 * calls a long task is made of, where self time names only the library function at the bottom.
 */
function inclusiveIn(profile: Profile, from: number, to: number): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const totals = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to || nodes.get(id)?.callFrame.functionName === '(idle)') return;
    const seen = new Set<string>();
    for (let node = nodes.get(id); node; node = nodes.get(parents.get(node.id) ?? -1)) {
      const frame = node.callFrame;
      if (!frame.url) continue;
      seen.add(`${frame.functionName || '(anonymous)'} ${file(frame.url)}:${frame.lineNumber}`);
    }
    for (const name of seen)
      totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return totals;
}

function report(events: TraceEvent[], profile: Profile): void {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      String(e.args.data.documentLoaderURL).startsWith('http'),
  );
  if (!navigation) throw new Error('no navigation in the trace');
  const start = navigation.ts;
  const main = events.filter(
    (e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= start,
  );
  const paint = main.find((e) => e.name === 'firstContentfulPaint');
  console.log(`first contentful paint ${paint ? ms(paint.ts - start) : '—'} ms`);
  for (const task of main.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > min * 1000,
  )) {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    for (const e of main)
      if (e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts <= end && (e.dur ?? 0) > 1000)
        if (!/^(RunTask|ThreadControllerImpl|V8\.GC_)/.test(e.name)) {
          const name = `${e.name} ${file(e.args?.data?.url)}`.trim();
          kinds.set(name, (kinds.get(name) ?? 0) + (e.dur ?? 0));
        }
    console.log(`task at ${ms(task.ts - start)} ms, ${ms(task.dur ?? 0)} ms: ${top(kinds, 5)}`);
    console.log(`        ${top(functionsIn(profile, task.ts, end), 6)}`);
    if (args.inclusive)
      console.log(`        with callees: ${top(inclusiveIn(profile, task.ts, end), 30)}`);
  }
  let previous = start;
  for (const recalc of main.filter((e) => e.name === 'UpdateLayoutTree' && (e.dur ?? 0) > 3000)) {
    const count = recalc.args?.elementCount ?? '?';
    console.log(
      `style at ${ms(recalc.ts - start)} ms, ${ms(recalc.dur ?? 0)} ms, ${count} elements`,
    );
    const causes = new Map<string, number>();
    for (const e of main)
      if (
        e.ts > previous &&
        e.ts <= recalc.ts &&
        /StyleRecalcInvalidation|ScheduleStyleInval/.test(e.name)
      ) {
        const data = e.args?.data ?? {};
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        const what = data.changedAttribute
          ? `attribute ${text(data.changedAttribute)}`
          : text(data.reason);
        const cause = `${what} on ${text(data.nodeName).slice(0, 60)}`;
        causes.set(cause, (causes.get(cause) ?? 0) + 1);
      }
    if (causes.size)
      console.log(
        `        after: ${[...causes]
          .map(([c, n]) => `${c} ×${n}`)
          .slice(0, 6)
          .join(' | ')}`,
      );
    previous = recalc.ts + (recalc.dur ?? 0);
  }
}

const server = await startServer(root, resolve(dist), true);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--ignore-certificate-errors'],
  acceptInsecureCerts: true,
});
try {
  for (let run = 1; run <= runs; run++) {
    const { context, tab } = await signedInTab(browser, server, root);
    const cdp: CDPSession = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    // The widgets and answers after the first screen.
    const events = await tracedLoad(
      tab,
      new URL(page, server.url).href,
      1500,
      args.invalidations ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [],
    );
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    console.log(`\n== ${page}, load ${run} of ${runs}, CPU ×${cpu}`);
    if (args.invalidations)
      console.log('(invalidation tracking on: style and attribute times are inflated)');
    report(events, profile);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
