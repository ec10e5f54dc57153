/**
 * `npm run bench` (web part): the web budgets of DESIGN §7.
 *
 *   1. Bundle sizes of the server-mode production build (scripts/check-budgets.ts): all JS loaded by
 *      /login, the route chunks the issues name, and every lazy chunk over its budget.
 *   2. Mock mode in Chromium, on the static build: page load → first API answer, for a first visit
 *      (empty browser profile: the database image is downloaded and restored) and a repeat visit
 *      (same profile, signed in, database in IndexedDB). Median of 5 each.
 *
 * "First API answer" is the User Timing mark `beacon:first-api-answer` that lib/transport.ts sets
 * when the first API reply reaches the page. On a first visit the user signs in as soon as the
 * button shows, so that answer is the sign-in; on a repeat visit it is the users list.
 * Prints each figure beside its budget; exits 1 when one is missed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const web = resolve(root, 'apps/web');
const mockDist = resolve(root, 'node_modules/.cache/beacon-bench/mock-dist');
const RUNS = 5;
const BUDGET_MS = { firstVisit: 2500, repeatVisit: 1000 } as const;

function run(command: string, args: string[], cwd = root): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd, stdio: 'inherit' }).status === 0;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Milliseconds from navigation start to the mark, waiting for it to be set. */
async function markTime(context: BrowserContext, name: string): Promise<number> {
  const page = context.pages()[0];
  if (!page) throw new Error('no page');
  const handle = await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime,
    name,
    { timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

async function visit(context: BrowserContext, base: string, firstVisit: boolean) {
  const page = context.pages()[0] ?? (await context.newPage());
  if (firstVisit) {
    await page.goto(`${base}/login`);
    // The user acts at the first paint: the sign-in waits for the database if it is still starting.
    await page.getByRole('button', { name: 'Sign in' }).click();
  } else {
    await page.goto(`${base}/apps/user/list`);
  }
  const answer = await markTime(context, 'beacon:first-api-answer');
  const ready = await markTime(context, 'beacon:mock-ready');
  if (firstVisit) await page.getByRole('table').waitFor({ timeout: 60_000 });
  return { answer, ready };
}

async function measureMockMode(browser: Browser, base: string) {
  const first: number[] = [];
  const repeat: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.newPage();
    const a = await visit(context, base, true);
    const b = await visit(context, base, false);
    console.log(
      `  run ${i + 1}: first visit answer ${a.answer.toFixed(0)} ms (database ready ${a.ready.toFixed(0)} ms);` +
        ` repeat visit answer ${b.answer.toFixed(0)} ms (ready ${b.ready.toFixed(0)} ms)`,
    );
    first.push(a.answer);
    repeat.push(b.answer);
    await context.close();
  }
  return { first: median(first), repeat: median(repeat) };
}

async function main() {
  const failures: string[] = [];
  console.log('\n== Bundle sizes (server-mode production build)');
  if (!run('npx', ['vite', 'build', '--logLevel', 'warn'], web)) process.exit(1);
  if (!run('npx', ['tsx', 'scripts/check-budgets.ts'])) failures.push('bundle budgets');

  console.log('\n== Mock mode in Chromium (static build), median of', RUNS);
  const built = run(
    'npx',
    [
      'vite',
      'build',
      '--mode',
      'static',
      '--outDir',
      mockDist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    web,
  );
  if (!built) process.exit(1);
  const port = await freePort();
  const preview = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      mockDist,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: web, stdio: 'ignore', detached: true },
  );
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitFor(`${base}/`);
    const { first, repeat } = await measureMockMode(browser, base);
    for (const [label, value, budget] of [
      ['mock mode, first visit: page load → first API answer', first, BUDGET_MS.firstVisit],
      ['mock mode, repeat visit: page load → first API answer', repeat, BUDGET_MS.repeatVisit],
    ] as const) {
      const ok = value <= budget;
      console.log(
        `${ok ? 'ok  ' : 'FAIL'}  ${label}: ${value.toFixed(0)} ms (budget ≤ ${budget} ms)`,
      );
      if (!ok) failures.push(label);
    }
  } finally {
    await browser.close();
    if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
  }
  if (failures.length) {
    console.error(`\nMissed: ${failures.join('; ')}`);
    process.exit(1);
  }
}

await main();
