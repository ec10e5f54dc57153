/**
 * `npm run bench` (Lighthouse part): Lighthouse scores of server mode, median of 3 runs, for
 * /login (signed out), the e-commerce dashboard, the users list, the shop and the calendar (signed
 * in as the admin), with the desktop and the mobile presets, in Debian's headless Chromium.
 *
 * Budgets: performance ≥ 95 (desktop) / ≥ 90 (mobile), accessibility 100, best practices ≥ 95.
 * Prints each median beside its budget and, for a score under it, the audits that cost points;
 * exits 1 when one is missed. The reports are kept in node_modules/.cache/beacon-bench/lighthouse.
 *
 *   npx tsx scripts/bench-lighthouse.ts [--no-build] [--runs N] [--pages /login,/apps/calendar] [--http1]
 *
 * Server mode runs over HTTPS with the API's test certificate, as a deployment serves it: HTTP/2, so
 * a page's script files share one connection. `--http1` measures plain HTTP/1.1 instead (`npm
 * start` without TLS_CERT), where they come six at a time.
 *
 * `--pages /access-control` measures the floor instead: the shell around an almost empty page.
 *
 * It builds the server-mode web app into its own folder (not apps/web/dist, which others build
 * into) and serves that with a fresh database. Each run has its own browser context, so it starts
 * with an empty HTTP cache; signed-in runs find the admin's session in localStorage, put there
 * before Lighthouse loads the page (`disableStorageReset` keeps Lighthouse from clearing it).
 */
import { spawnSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Result, desktopConfig } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import {
  type Preset,
  budgetOf,
  categories,
  lostPoints,
  medianRun,
  scoreOf,
} from './lighthouse-report';
import { type Server, signIn, startServer, testTls } from './lighthouse-server';

const root = resolve(import.meta.dirname, '..');
const cache = resolve(root, 'node_modules/.cache/beacon-bench');
const dist = resolve(cache, 'server-dist');
const reports = resolve(cache, 'lighthouse');

const allPages = [
  { path: '/login', signedIn: false },
  { path: '/dashboard/ecommerce', signedIn: true },
  { path: '/apps/user/list', signedIn: true },
  { path: '/apps/ecommerce/shop', signedIn: true },
  { path: '/apps/calendar', signedIn: true },
];
// Measured only when named in --pages: the signed-in shell around an almost empty page, the floor
// under every signed-in screen's score (decision 0028).
const floorPages = [{ path: '/access-control', signedIn: true }];
const presets: Preset[] = ['desktop', 'mobile'];

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    http1: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1`);
const wanted = args.pages?.split(',').map((p) => p.trim());
const known = [...allPages, ...floorPages];
const pages = wanted ? known.filter((p) => wanted.includes(p.path)) : allPages;
if (wanted && pages.length !== wanted.length)
  throw new Error(`--pages: choose among ${known.map((p) => p.path).join(', ')}`);

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
    return result.lhr;
  } finally {
    await context.close();
  }
}

/** One unmeasured load of each page, so the first measured run does not pay for a cold server. */
async function warmUp(browser: Browser, base: string, storage: Storage) {
  for (const { path, signedIn } of pages) {
    const page = await browser.newPage();
    if (signedIn) await seed(page, base, storage);
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.close();
  }
}

async function main() {
  const started = Date.now();
  const stops: (() => Promise<unknown>)[] = [];
  // One shutdown, however many ask: a signal's handler and main's `finally` wait for the same.
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= (async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    })());
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

  const failures: string[] = [];
  const tls = !args.http1;
  // Chromium accepts the test certificate's key, and no other unknown one.
  const spki = createHash('sha256')
    .update(
      new X509Certificate(readFileSync(testTls(root).cert)).publicKey.export({
        type: 'spki',
        format: 'der',
      }),
    )
    .digest('base64');
  try {
    const server: Server = await startServer(root, dist, tls);
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
    console.log(
      `\n== Lighthouse ${runs}×, server mode at ${server.url} (${tls ? 'HTTP/2' : 'HTTP/1.1'}), Chromium headless`,
    );

    const table: string[] = [];
    const benchmarks: number[] = [];
    for (const { path, signedIn } of pages) {
      for (const preset of presets) {
        const results: Result[] = [];
        for (let i = 1; i <= runs; i++) {
          const died = server.died();
          if (died) throw new Error(died);
          const t = Date.now();
          const url = `${server.url}${path}`;
          // On a busy machine a DevTools call now and then outlasts Lighthouse's 30 s: try again.
          const lhr = await audit(browser, url, preset, signedIn ? session : {}).catch(
            (error: unknown) => {
              console.log(`  ${path} ${preset} run ${i}: ${String(error)}; once more`);
              return audit(browser, url, preset, signedIn ? session : {}).catch(String);
            },
          );
          if (typeof lhr === 'string') {
            console.log(`  ${path} ${preset} run ${i}: ${lhr}`);
            continue;
          }
          results.push(lhr);
          benchmarks.push(lhr.environment.benchmarkIndex);
          const name = `${path.slice(1).replaceAll('/', '_')}-${preset}-${i}.json`;
          writeFileSync(resolve(reports, name), JSON.stringify(lhr));
          const scores = categories.map((c) => `${c} ${scoreOf(lhr, c)}`).join(', ');
          // Lighthouse's CPU benchmark of this machine, at this moment: a busy one scores low.
          const cpu = Math.round(lhr.environment.benchmarkIndex);
          const seconds = ((Date.now() - t) / 1000).toFixed(0);
          console.log(
            `  ${path} ${preset} run ${i}: ${scores} (CPU benchmark ${cpu}, ${seconds} s)`,
          );
        }
        if (results.length === 0) {
          table.push(`FAIL  ${path} ${preset}: no run completed`);
          failures.push(`${path} ${preset}: not measured`);
          continue;
        }
        for (const category of categories) {
          const run = medianRun(results, category);
          const score = scoreOf(run, category);
          const budget = budgetOf(category, preset);
          const label = `${path} ${preset} ${category}`;
          table.push(
            `${score >= budget ? 'ok  ' : 'FAIL'}  ${label}: ${score} (budget ≥ ${budget})`,
          );
          if (score < budget) {
            failures.push(`${label}: ${score} < ${budget}`);
            table.push(...lostPoints(run, category));
          }
        }
      }
    }
    console.log(`\n== Lighthouse medians of ${runs} (reports in ${reports})`);
    const sorted = benchmarks.sort((a, b) => a - b).map(Math.round);
    console.log(
      `CPU benchmark (Lighthouse's benchmarkIndex) ${sorted[0]}–${sorted.at(-1)},` +
        ` median ${sorted[Math.floor(sorted.length / 2)]}: the mobile preset's 4× CPU slowdown` +
        ' assumes a steady desktop-class machine (≈ 1,000 or more).',
    );
    console.log(table.join('\n'));
  } finally {
    await stopAll();
    console.log(`\nLighthouse bench took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  if (failures.length) {
    console.error(`\n${failures.length} Lighthouse budget(s) missed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All Lighthouse budgets met.');
}

await main();
