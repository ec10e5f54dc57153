/**
 * A/B of a signed-in page's main thread at a phone's speed: builds of the web app, each served by
 * its own server-mode API, loaded in turn in Chromium slowed down 4× (real throttling, not
 * Lighthouse's simulation), signed in as the admin, with an empty HTTP cache.
 *
 *   npx tsx scripts/bench-blocking.ts --page /apps/user/list [--runs 7] DIST_A DIST_B…
 *
 * Build each variant first, e.g. `cd apps/web && npx vite build --outDir /tmp/dist-a`.
 *
 * For each load, from its trace: the blocking time after the first paint (the part of each
 * main-thread task beyond 50 ms, as TBT counts it, but measured rather than simulated), the long
 * tasks after the first paint, the main thread's whole busy time and the first paint; and the
 * blocking time after the document's first paint, empty or not, which is where Lighthouse's
 * simulation starts counting for a page drawn by script (decision 0037). Printed per build:
 * medians and every run's two blocking times. Loads alternate between the builds, so the
 * machine's load falls on both alike; on this shared machine a difference is real only when the
 * runs' ranges barely overlap. Lighthouse's simulated TBT (bench-lighthouse.ts) moves by hundreds of
 * milliseconds from run to run on the same build; this tells two builds apart where it cannot.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer, { type Browser } from 'puppeteer-core';
import { type Server, startServer } from './lighthouse-server';
import { type TraceEvent, signedInTab, tracedLoad } from './signed-in-tab';

interface Load {
  blocking: number;
  /** As Lighthouse's simulation counts: from the document's first paint, empty or not. */
  blockingAll: number;
  longTasks: number;
  busy: number;
  firstPaint: number;
}

const root = resolve(import.meta.dirname, '..');
const { values: args, positionals: dists } = parseArgs({
  options: { page: { type: 'string' }, runs: { type: 'string', default: '7' } },
  allowPositionals: true,
});
const runs = Number(args.runs);
if (!args.page || dists.length === 0 || !Number.isInteger(runs) || runs < 1)
  throw new Error('usage: bench-blocking.ts --page /path [--runs 7] DIST_A [DIST_B…]');
const page = args.page;

const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
const ms = (us: number) => us / 1000;

/** The figures of one load, from the renderer's main thread: the busiest one named so. */
function figures(events: TraceEvent[]): Load {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const busyBy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X' && mains.has(thread(e)))
      busyBy.set(thread(e), (busyBy.get(thread(e)) ?? 0) + (e.dur ?? 0));
  const main = [...busyBy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => thread(e) === main);
  const start = Math.min(
    ...mine
      .filter(
        (e) =>
          e.name === 'navigationStart' && /^http/.test(String(e.args?.data?.documentLoaderURL)),
      )
      .map((e) => e.ts),
  );
  if (!Number.isFinite(start)) throw new Error(`no navigation to ${page} in the trace`);
  const paint = mine.find((e) => e.name === 'firstContentfulPaint' && e.ts > start)?.ts ?? start;
  const anyPaint = mine.find((e) => e.name === 'Paint' && e.ts > start)?.ts ?? paint;
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= start);
  const blockingFrom = (from: number) =>
    tasks.filter((t) => t.ts >= from).reduce((sum, t) => sum + Math.max(0, ms(t.dur ?? 0) - 50), 0);
  const after = tasks.filter((t) => t.ts >= paint).map((t) => ms(t.dur ?? 0));
  return {
    blocking: blockingFrom(paint),
    blockingAll: blockingFrom(anyPaint),
    longTasks: after.filter((d) => d >= 50).length,
    busy: tasks.reduce((sum, t) => sum + ms(t.dur ?? 0), 0),
    firstPaint: ms(paint - start),
  };
}

async function load(browser: Browser, server: Server): Promise<Load> {
  const { context, tab } = await signedInTab(browser, server, root);
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The last answers' renders, after the network has gone quiet.
    const events = await tracedLoad(tab, new URL(page, server.url).href, 2000);
    return figures(events);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

const servers: Server[] = [];
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const dist of dists) servers.push(await startServer(root, resolve(dist)));
  // One unmeasured load each: the first measured one should not pay for a cold server.
  for (const server of servers) await load(browser, server);
  const loads: Load[][] = dists.map(() => []);
  for (let run = 0; run < runs; run++)
    for (const [i, server] of servers.entries()) loads[i]?.push(await load(browser, server));
  console.log(`${page}, ${runs} loads each at 4× CPU: medians (blocking of every load)`);
  dists.forEach((dist, i) => {
    const own = loads[i] ?? [];
    const of = (key: keyof Load) => median(own.map((l) => l[key])).toFixed(0);
    console.log(
      `${dist}: blocking after first paint ${of('blocking')} ms` +
        ` (after the empty document's paint ${of('blockingAll')} ms), long tasks ${of('longTasks')},` +
        ` main thread ${of('busy')} ms, first paint ${of('firstPaint')} ms` +
        ` (${own.map((l) => `${l.blocking.toFixed(0)}/${l.blockingAll.toFixed(0)}`).join(', ')})`,
    );
  });
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
