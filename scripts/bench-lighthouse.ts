/**
 * `npm run bench` (Lighthouse part): Lighthouse in Debian's headless Chromium on server mode, over
 * HTTP/2 (HTTPS with the API's test certificate, as a deployment serves it: a page's script files
 * share one connection) and over plain HTTP/1.1 (`npm start` without TLS_CERT: six files at a
 * time), each on its own start of the API on the same build and a fresh database, N runs per page
 * and preset.
 *
 *   npx tsx scripts/bench-lighthouse.ts [--no-build] [--runs 5] [--protocols h2,h1] [--http1]
 *     [--presets mobile,desktop] [--pages /login,/apps/calendar] [--traces]
 *
 * `--http1` is `--protocols h1`. Pages: /login, /register and /forgot-password signed out; the
 * e-commerce dashboard, users, shop, calendar, email, invoices and chat signed in as the admin.
 * `--pages /access-control` measures the floor: the signed-in shell around an almost empty page.
 *
 * This machine's load moves scores by tens of points, so each figure is shown as "median/worst
 * @CPU": the median of the runs (of an even count, the worse middle one), the worst run, and the
 * CPU benchmark (Lighthouse's `benchmarkIndex`, a busy machine scores low) of the median run; the
 * last column is the lowest benchmark of the runs. A worst far from its median, beside a low CPU,
 * is load; a steady median is the page. Figures, mobile preset (simulated 4× CPU slowdown, slow 4G):
 * - perf: the performance score;
 * - TBT ms: total blocking time (simulated);
 * - LCP s: largest contentful paint (simulated);
 * - long tasks (signed-in pages): main-thread tasks of 50 ms or more, at the 4× slowdown, that
 *   start before LCP (see scripts/lighthouse-figures.ts);
 * - JS kB (guest pages, kB of 1,024 bytes): script bytes sent (`transferSize`, compressed: brotli
 *   over HTTP/2, gzip over plain HTTP/1.1, where Chromium offers no brotli) whose response ended
 *   before the page marked `beacon-interactive` (its form takes input); "no mark" when it never did,
 *   which misses the budget;
 * - a11y, bp: the accessibility and best-practices scores' medians.
 *
 * Budgets (scripts/lighthouse-report.ts), on each protocol's median, met only when every protocol
 * measured meets them: guest pages perf ≥ 95, TBT ≤ 100 ms, JS ≤ 60 kB; signed-in pages perf ≥ 90,
 * TBT ≤ 200 ms, ≤ 1 long task before LCP; desktop perf ≥ 95; accessibility 100 and best practices
 * ≥ 95 on both presets. A missed median is marked ✗; for a missed score the audits that cost its
 * median run points follow the table, and the misses come last. Exits 1 when one is missed. The
 * reports are kept in node_modules/.cache/beacon-bench/lighthouse; with `--traces`, each run's
 * trace too (`<report>.trace.json`, unthrottled: the simulation multiplies its tasks by 4), which
 * Chromium's DevTools Performance panel opens, to see what a long task is.
 *
 * It builds the server-mode web app into its own folder (not apps/web/dist, which others build
 * into). Each run has its own browser context, so it starts with an empty HTTP cache; signed-in
 * runs find the admin's session in localStorage, put there before Lighthouse loads the page
 * (`disableStorageReset` keeps Lighthouse from clearing it).
 */
import { spawnSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { figuresOf } from './lighthouse-figures';
import {
  type Measured,
  type Preset,
  type Protocol,
  categories,
  diagnosis,
  misses,
  protocolNames,
  table,
} from './lighthouse-report';
import { signIn, startServer, testTls } from './lighthouse-server';

const root = resolve(import.meta.dirname, '..');
const cache = resolve(root, 'node_modules/.cache/beacon-bench');
const dist = resolve(cache, 'server-dist');
const reports = resolve(cache, 'lighthouse');

const allPages = [
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/forgot-password', signedIn: false },
  { path: '/dashboard/ecommerce', signedIn: true },
  { path: '/apps/user/list', signedIn: true },
  { path: '/apps/ecommerce/shop', signedIn: true },
  { path: '/apps/calendar', signedIn: true },
  { path: '/apps/email', signedIn: true },
  { path: '/apps/invoice/list', signedIn: true },
  { path: '/apps/chat', signedIn: true },
];
// Measured only when named in --pages: the signed-in shell around an almost empty page, the floor
// under every signed-in screen's score (decision 0028).
const floorPages = [{ path: '/access-control', signedIn: true }];

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    http1: { type: 'boolean', default: false },
    protocols: { type: 'string' },
    presets: { type: 'string', default: 'mobile' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    // Keeps each run's trace beside its report (`<report>.trace.json`), to see where time goes.
    traces: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1`);
const wanted = args.pages?.split(',').map((p) => p.trim());
const known = [...allPages, ...floorPages];
const pages = wanted ? known.filter((p) => wanted.includes(p.path)) : allPages;
if (wanted && pages.length !== wanted.length)
  throw new Error(`--pages: choose among ${known.map((p) => p.path).join(', ')}`);

/** A comma-separated option's values, each one of `allowed`. */
function listOf<T extends string>(option: string, value: string, allowed: readonly T[]): T[] {
  const items = value.split(',').map((v) => v.trim());
  const valid = items.filter((v): v is T => (allowed as readonly string[]).includes(v));
  if (valid.length !== items.length || valid.length === 0)
    throw new Error(`--${option}: choose among ${allowed.join(', ')}`);
  return [...new Set(valid)];
}
if (args.http1 && args.protocols) throw new Error('--http1 is --protocols h1: give one of them');
const protocols = listOf<Protocol>('protocols', args.http1 ? 'h1' : (args.protocols ?? 'h2,h1'), [
  'h2',
  'h1',
]);
const presets = listOf<Preset>('presets', args.presets, ['mobile', 'desktop']);

type Storage = Record<string, string>;

/** Writes `storage` into the localStorage of `url`'s origin. */
async function seed(page: Page, url: string, storage: Storage) {
  // Any file of the origin will do to reach its localStorage; one that does not start the app.
  await page.goto(new URL('/favicon.svg', url).href);
  // A string, as the script runs in the page: this project's Node types know no localStorage.
  await page.evaluate(
    `for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v)`,
  );
}

/** One Lighthouse run in a fresh browser context, with `storage` in the origin's localStorage. */
async function audit(browser: Browser, url: string, preset: Preset, storage: Storage) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (Object.keys(storage).length > 0) {
      await seed(page, url, storage);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      url,
      {
        disableStorageReset: true,
        // Not scored, and slow on a busy machine: the full-page picture, and the back/forward
        // cache check, which navigates away and back (the live WebSocket keeps pages out anyway).
        disableFullPageScreenshot: true,
        skipAudits: ['bf-cache', 'screenshot-thumbnails', 'script-treemap-data'],
        logLevel: 'error',
        onlyCategories: [...categories],
      },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (error) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  } finally {
    await context.close();
  }
}

/**
 * One unmeasured load of each page, so the first measured run does not pay for a cold server; and
 * a check that each answers 200 and draws itself, not the 404 page or a redirect.
 */
async function warmUp(browser: Browser, base: string, storage: Storage) {
  for (const { path, signedIn } of pages) {
    const page = await browser.newPage();
    if (signedIn) await seed(page, base, storage);
    const reply = await page.goto(`${base}${path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    const landed = new URL(page.url()).pathname;
    // A string, as the script runs in the page (this project's Node types know no document).
    const drawn = await page.evaluate(
      `!document.querySelector('.tabler-icon-error-404') && document.body.innerText.trim() !== ''`,
    );
    await page.close();
    if (reply?.status() !== 200) throw new Error(`${path} answered ${reply?.status()}`);
    if (landed !== path) throw new Error(`${path} went on to ${landed}`);
    if (drawn !== true) throw new Error(`${path} drew nothing or the 404 page`);
  }
}

const stops: (() => Promise<unknown>)[] = [];
// One shutdown, however many ask: a signal's handler and main's `finally` wait for the same.
let stopping: Promise<void> | undefined;
const stopAll = () =>
  (stopping ??= (async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  })());

/** Chromium accepts the test certificate's key, and no other unknown one. */
const spki = createHash('sha256')
  .update(
    new X509Certificate(readFileSync(testTls(root).cert)).publicKey.export({
      type: 'spki',
      format: 'der',
    }),
  )
  .digest('base64');

/** Every run of every page and preset over one protocol, on a server and browser of its own. */
async function measure(protocol: Protocol): Promise<Measured[]> {
  const tls = protocol === 'h2';
  const server = await startServer(root, dist, tls);
  stops.push(server.stop);
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    defaultViewport: null,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      ...(tls ? [`--ignore-certificate-errors-spki-list=${spki}`] : []),
    ],
    // Our own handlers close the server as well as Chromium.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  stops.push(() => browser.close());
  const reply = await signIn(server.url, root);
  const session: Storage = {
    accessToken: reply.accessToken,
    refreshToken: reply.refreshToken,
    userData: JSON.stringify(reply.userData),
  };
  await warmUp(browser, server.url, session);
  console.log(`\n== Lighthouse ${runs}×, ${protocolNames[protocol]} at ${server.url}`);

  const measured: Measured[] = [];
  for (const { path, signedIn } of pages) {
    for (const preset of presets) {
      const m: Measured = { path, signedIn, preset, protocol, runs: [], results: [] };
      measured.push(m);
      for (let i = 1; i <= runs; i++) {
        const died = server.died();
        if (died) throw new Error(died);
        const t = Date.now();
        const url = `${server.url}${path}`;
        const label = `${path} ${preset} ${protocol} run ${i}`;
        // On a busy machine a DevTools call now and then outlasts Lighthouse's 30 s: try again.
        const result = await audit(browser, url, preset, signedIn ? session : {}).catch(
          (error: unknown) => {
            console.log(`  ${label}: ${String(error)}; once more`);
            return audit(browser, url, preset, signedIn ? session : {}).catch(String);
          },
        );
        if (typeof result === 'string') {
          console.log(`  ${label}: ${result}`);
          continue;
        }
        const { lhr, trace } = result;
        const figures = figuresOf(lhr);
        m.runs.push(figures);
        m.results.push(lhr);
        const name = `${path.slice(1).replaceAll('/', '_')}-${preset}-${protocol}-${i}.json`;
        writeFileSync(resolve(reports, name), JSON.stringify(lhr));
        if (args.traces)
          writeFileSync(resolve(reports, `${name}.trace.json`), JSON.stringify(trace));
        const js = figures.jsBeforeInteractive;
        const seen = [
          `perf ${figures.performance ?? '–'}`,
          `TBT ${Math.round(figures.tbt ?? NaN)} ms`,
          `LCP ${((figures.lcp ?? NaN) / 1000).toFixed(1)} s`,
          signedIn
            ? `long tasks ${figures.longTasks ?? '–'}`
            : `JS ${js === null ? 'no mark' : `${(js / 1024).toFixed(1)} kB`}`,
          `a11y ${figures.accessibility ?? '–'}`,
          `bp ${figures.bestPractices ?? '–'}`,
        ];
        const cpu = Math.round(figures.benchmarkIndex);
        const seconds = ((Date.now() - t) / 1000).toFixed(0);
        console.log(`  ${label}: ${seen.join(', ')} (CPU ${cpu}, ${seconds} s)`);
      }
    }
  }
  await stopAll();
  // The next protocol's server and browser get a shutdown of their own.
  stopping = undefined;
  return measured;
}

async function main() {
  const started = Date.now();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));

  if (!args['no-build']) {
    const build = ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'];
    console.log(`$ npx ${build.join(' ')}`);
    const { status } = spawnSync('npx', build, {
      cwd: resolve(root, 'apps/web'),
      stdio: 'inherit',
    });
    if (status !== 0) process.exit(1);
    console.log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  const measured: Measured[] = [];
  try {
    for (const protocol of protocols) measured.push(...(await measure(protocol)));
  } finally {
    await stopAll();
    console.log(`\nLighthouse bench took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // Each page's presets together, and each preset's protocols side by side.
  const order = (m: Measured) =>
    pages.findIndex((p) => p.path === m.path) * 100 +
    presets.indexOf(m.preset) * 10 +
    protocols.indexOf(m.protocol);
  measured.sort((a, b) => order(a) - order(b));
  console.log(
    `\n== Lighthouse, ${runs} run(s) each: median/worst @CPU benchmark of the median run,` +
      ` ✗ a missed median (reports in ${reports})`,
  );
  console.log(table(measured).join('\n'));
  const lost = diagnosis(measured);
  if (lost.length) console.log(`\nWhat cost the missed medians their points:\n${lost.join('\n')}`);
  if (protocols.length < 2)
    console.log(
      `\nOnly ${protocols.map((p) => protocolNames[p]).join()} measured: budgets ask for both.`,
    );
  const missed = misses(measured, protocols);
  if (missed.length) {
    console.error(`\n${missed.length} Lighthouse budget(s) missed:\n  ${missed.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All Lighthouse budgets met.');
}

await main();
