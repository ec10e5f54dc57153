/**
 * `npm run bench`: the server-mode budgets on embedded PGlite at 10,000 users,
 * 10,000 products, 10,000 tasks, calendar events and mails of the demo admin, 10,000 invoices and
 * 10,000 data-table rows, 10,000 orders by 10,000 more accounts (the dashboard cards).
 *
 * Seeds a throwaway database, starts our server and json-server 1.0 beta on the same rows,
 * measures throughput of the same filtered, sorted, paged list query on both, then the latency of a mix of list
 * queries on ours alone (users, shop searches with filters, to-do searches with a filter, calendar
 * range queries, mailbox views, invoices, the data table), prints every figure beside its
 * budget and exits 1 when one is missed.
 * Client and servers share this machine's cores: read the ratio, not the absolute req/s.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureCardLatency } from './cards';
import { LIVE_MESSAGES, measureDeliveryLatency } from './live';
import { type LoadResult, type Target, load, timeSequentially } from './load';
import {
  type Child,
  exitWith,
  freePort,
  runToEnd,
  signInAdmin,
  startNode,
  stop,
  waitUntilAnswering,
} from './processes';
import {
  eventRangeMix,
  invoiceQueryMix,
  jsonServerQuery,
  listQueryMix,
  mailQueryMix,
  productQueryMix,
  tableQueryMix,
  permissionQueryMix,
  taskQueryMix,
  throughputQuery,
} from './queries';
import { type Row, ms, perSecond, printTable } from './report';

/** `--scale` of the seed: users-list rows and products alike. */
const USERS = 10_000;
const PRODUCTS = USERS;
/** The seed's --scale gives the demo admin this many tasks and calendar events too. */
const TASKS = USERS;
const EVENTS = USERS;
const MAILS = USERS;
const INVOICES = USERS;
const TABLE_ROWS = USERS;
const PERMISSIONS = USERS;
const CONNECTIONS = 10;
const WARM_SECONDS = 3;
const LOAD_SECONDS = 10;
const SEQUENTIAL_REQUESTS = 200;
const BUDGET = { throughputRatio: 3, listP95Ms: 20, deliveryP95Ms: 50 } as const;

/** apps/api, wherever npm was started from: the children's paths are relative to it. */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';

/** Our children get the bench settings; never DATABASE_URL, since the budget is for PGlite. */
function childEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    // Hashing cost only matters for sign-in, which is not what is measured: keep seeding fast.
    PASSWORD_ITERATIONS: '1000',
    ...extra,
  };
  delete env.DATABASE_URL;
  return env;
}

// The start functions return at once, before the child answers: see setUp.
function startSeed(dataDir: string): Child {
  return startNode(
    'seed CLI',
    ['--import', 'tsx', 'src/seed-cli.ts', '--scale', String(USERS), '--reset'],
    { cwd: apiDir, env: childEnv(dataDir) },
  );
}

async function startApiServer(dataDir: string): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const child = startNode('API server', ['--import', 'tsx', 'src/node.ts'], {
    cwd: apiDir,
    env: childEnv(dataDir, {
      HOST: host,
      PORT: String(port),
      LOG_REQUESTS: 'false',
      // One token must last the whole run: a 10-minute default could expire mid-measurement.
      ACCESS_TOKEN_TTL: '1h',
    }),
  });
  return { child, base: `http://${host}:${port}` };
}

/** Every user row from our server, to give json-server exactly the same data. */
async function fetchAllUsers(base: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(`${base}/api/users/list/all-data`, { headers });
  const rows: unknown = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200 || !Array.isArray(rows))
    throw new Error(`all-data answered ${response.status}`);
  if (rows.length < USERS) throw new Error(`all-data returned ${rows.length} rows, not ${USERS}`);
  return { rows: rows as unknown[], elapsed };
}

async function startJsonServer(
  dir: string,
  rows: unknown[],
): Promise<{ child: Child; base: string }> {
  const dbFile = join(dir, 'db.json');
  writeFileSync(dbFile, JSON.stringify({ users: rows }));
  // json-server always serves ./public; in production its static handler (sirv) lists it at start
  // and crashes if it is missing.
  mkdirSync(join(dir, 'public'));
  const packageJson = createRequire(import.meta.url).resolve('json-server/package.json');
  const port = await freePort();
  const child = startNode(
    'json-server',
    [join(dirname(packageJson), 'lib/bin.js'), dbFile, '--port', String(port), '--host', host],
    // production: json-server then skips watching db.json, which a benchmark does not need.
    { cwd: dir, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return { child, base: `http://${host}:${port}` };
}

/** One request to each, so the report shows how many rows each query matched and paged. */
async function describeQueries(ours: Target, theirs: Target) {
  const oursReply = (await (await fetch(ours.url, { headers: ours.headers })).json()) as {
    users?: unknown[];
    total?: number;
  };
  const theirReply = (await (await fetch(theirs.url)).json()) as {
    data?: unknown[];
    items?: number;
  };
  if (oursReply.users?.length !== 10 || theirReply.data?.length !== 10)
    throw new Error('one of the list queries did not return a page of 10 rows');
  console.log(`ours:        ${ours.url} -> ${oursReply.total} matches, page of 10`);
  console.log(`json-server: ${theirs.url} -> ${theirReply.items} matches, page of 10`);
}

async function measureThroughput(ours: Target, theirs: Target) {
  console.log(`Warming both for ${WARM_SECONDS} s...`);
  await load(ours, WARM_SECONDS, CONNECTIONS);
  await load(theirs, WARM_SECONDS, CONNECTIONS);
  console.log(`Loading each for ${LOAD_SECONDS} s with ${CONNECTIONS} connections...`);
  const oursResult = await load(ours, LOAD_SECONDS, CONNECTIONS);
  const theirResult = await load(theirs, LOAD_SECONDS, CONNECTIONS);
  return { oursResult, theirResult };
}

async function measureListLatency(base: string, headers: Record<string, string>) {
  const urls = listQueryMix(SEQUENTIAL_REQUESTS).map(
    (query) => `${base}/api/users/list/data?${query}`,
  );
  // Warm the query shapes first: the first run of each plan is not what users see repeatedly.
  await timeSequentially(urls.slice(0, 30), headers);
  console.log(
    `Timing ${SEQUENTIAL_REQUESTS} sequential list queries (search, filters, sorts, pages)...`,
  );
  return timeSequentially(urls, headers);
}

/** The shop list (the budget for lists at 10,000 rows): q with filters on every request. */
async function measureProductLatency(base: string, headers: Record<string, string>) {
  const urls = productQueryMix(SEQUENTIAL_REQUESTS).map(
    (query) => `${base}/apps/ecommerce/products?${query}`,
  );
  const [first] = urls;
  const sample = first ? await fetch(first, { headers }) : undefined;
  const reply = (await sample?.json()) as { products?: unknown[]; total?: number } | undefined;
  if (sample?.status !== 200 || !Array.isArray(reply?.products))
    throw new Error(`the products list answered ${sample?.status}`);
  await timeSequentially(urls.slice(0, 30), headers);
  console.log(
    `Timing ${SEQUENTIAL_REQUESTS} sequential shop queries (q + category/brand/price/rating, sorts, pages)...`,
  );
  return timeSequentially(urls, headers);
}

/** One guarded list endpoint's latency over a query mix; the first reply must be a bare array. */
async function measureArrayLatency(
  base: string,
  headers: Record<string, string>,
  path: string,
  queries: string[],
  what: string,
) {
  const urls = queries.map((query) => `${base}${path}?${query}`);
  const [first] = urls;
  const sample = first ? await fetch(first, { headers }) : undefined;
  const reply: unknown = await sample?.json();
  if (sample?.status !== 200 || !Array.isArray(reply))
    throw new Error(`${path} answered ${sample?.status}`);
  await timeSequentially(urls.slice(0, 30), headers);
  console.log(`Timing ${urls.length} sequential ${what}...`);
  return timeSequentially(urls, headers);
}

const measureTaskLatency = (base: string, headers: Record<string, string>) =>
  measureArrayLatency(
    base,
    headers,
    '/apps/todo/tasks',
    taskQueryMix(SEQUENTIAL_REQUESTS),
    'to-do queries (q + filter or tag, every sort)',
  );

const measureEventLatency = (base: string, headers: Record<string, string>) =>
  measureArrayLatency(
    base,
    headers,
    '/apps/calendar/events',
    eventRangeMix(SEQUENTIAL_REQUESTS),
    'calendar range queries (month, week, day; some calendars)',
  );

/** The mailbox list's latency over every view; its reply is `{ emails, emailsMeta, total }`. */
async function measureMailLatency(base: string, headers: Record<string, string>) {
  const urls = mailQueryMix(SEQUENTIAL_REQUESTS).map(
    (query) => `${base}/apps/email/emails?${query}`,
  );
  const [first] = urls;
  const sample = first ? await fetch(first, { headers }) : undefined;
  const reply = (await sample?.json()) as { emails?: unknown[] } | undefined;
  if (sample?.status !== 200 || !Array.isArray(reply?.emails))
    throw new Error(`the mailbox list answered ${sample?.status}`);
  await timeSequentially(urls.slice(0, 30), headers);
  console.log(
    `Timing ${urls.length} sequential mailbox queries (views, labels, subjects, pages)...`,
  );
  return timeSequentially(urls, headers);
}

/**
 * A list endpoint's latency over a query mix: one check that it answers with its page under
 * `key`, a warm-up, then the timed sequential requests.
 */
async function measurePagedList(
  what: string,
  urls: string[],
  key: string,
  headers: Record<string, string>,
) {
  const [first] = urls;
  const sample = first ? await fetch(first, { headers }) : undefined;
  const reply = (await sample?.json()) as Record<string, unknown> | undefined;
  if (sample?.status !== 200 || !Array.isArray(reply?.[key]))
    throw new Error(`the ${what} answered ${sample?.status}`);
  await timeSequentially(urls.slice(0, 30), headers);
  console.log(`Timing ${urls.length} sequential ${what} queries...`);
  return timeSequentially(urls, headers);
}

/** The invoice list as its screen asks (q + status + sort, a page): `{ invoices, allData, total }`. */
const measureInvoiceLatency = (base: string, headers: Record<string, string>) =>
  measurePagedList(
    'invoice list',
    invoiceQueryMix(SEQUENTIAL_REQUESTS).map((query) => `${base}/apps/invoice/invoices?${query}`),
    'invoices',
    headers,
  );

/** The server-side data table (q, column filters, ranges, sorts, pages): `{ allData, invoices, total }`. */
const measureTableLatency = (base: string, headers: Record<string, string>) =>
  measurePagedList(
    'data-table',
    tableQueryMix(SEQUENTIAL_REQUESTS).map((query) => `${base}/api/datatables/data?${query}`),
    'invoices',
    headers,
  );

/** The permissions list (q, role filter, page sizes): `{ params, allData, total, permissions }`. */
const measurePermissionLatency = (base: string, headers: Record<string, string>) =>
  measurePagedList(
    'permissions list',
    permissionQueryMix(SEQUENTIAL_REQUESTS).map(
      (query) => `${base}/apps/permissions/data?${query}`,
    ),
    'permissions',
    headers,
  );

type Timed = Awaited<ReturnType<typeof timeSequentially>>;

type Delivery = Awaited<ReturnType<typeof measureDeliveryLatency>>;
interface Planner {
  todo: Timed;
  calendar: Timed;
  mail: Timed;
  chat: Delivery;
  invoice: Timed;
  table: Timed;
  permission: Timed;
}

function plannerRows({ todo, calendar, mail, chat, invoice, table, permission }: Planner): Row[] {
  return [
    {
      label: `chat delivery p95, send → other client's socket, PGlite, ${chat.count} messages`,
      value: ms(chat.p95Ms),
      budget: `<= ${BUDGET.deliveryP95Ms} ms`,
      met: chat.p95Ms <= BUDGET.deliveryP95Ms,
    },
    { label: 'chat delivery median, same messages', value: ms(chat.medianMs) },
    {
      label: `tasks p95, q + filter, PGlite ${TASKS.toLocaleString('en-US')} rows, ${todo.count} sequential`,
      value: ms(todo.p95Ms),
      budget: `<= ${BUDGET.listP95Ms} ms`,
      met: todo.p95Ms <= BUDGET.listP95Ms,
    },
    { label: 'tasks median, same requests', value: ms(todo.medianMs) },
    {
      label: `events p95, range query, PGlite ${EVENTS.toLocaleString('en-US')} rows, ${calendar.count} sequential`,
      value: ms(calendar.p95Ms),
      budget: `<= ${BUDGET.listP95Ms} ms`,
      met: calendar.p95Ms <= BUDGET.listP95Ms,
    },
    { label: 'events median, same requests', value: ms(calendar.medianMs) },
    {
      label: `mailbox p95, a view a page, PGlite ${MAILS.toLocaleString('en-US')} mails, ${mail.count} sequential`,
      value: ms(mail.p95Ms),
      budget: `<= ${BUDGET.listP95Ms} ms`,
      met: mail.p95Ms <= BUDGET.listP95Ms,
    },
    { label: 'mailbox median, same requests', value: ms(mail.medianMs) },
    {
      label: `invoices p95, q + status + sort, PGlite ${INVOICES.toLocaleString('en-US')} rows, ${invoice.count} sequential`,
      value: ms(invoice.p95Ms),
      budget: `<= ${BUDGET.listP95Ms} ms`,
      met: invoice.p95Ms <= BUDGET.listP95Ms,
    },
    { label: 'invoices median, same requests', value: ms(invoice.medianMs) },
    {
      label: `data-table list p95, q + filters + sort, PGlite ${TABLE_ROWS.toLocaleString('en-US')} rows, ${table.count} sequential`,
      value: ms(table.p95Ms),
      budget: `<= ${BUDGET.listP95Ms} ms`,
      met: table.p95Ms <= BUDGET.listP95Ms,
    },
    { label: 'data-table list median, same requests', value: ms(table.medianMs) },
    {
      label: `permissions list p95, q + role + page, PGlite ${PERMISSIONS.toLocaleString('en-US')} rows, ${permission.count} sequential`,
      value: ms(permission.p95Ms),
      budget: `<= ${BUDGET.listP95Ms} ms`,
      met: permission.p95Ms <= BUDGET.listP95Ms,
    },
    { label: 'permissions list median, same requests', value: ms(permission.medianMs) },
  ];
}

function rowsFor(
  oursResult: LoadResult,
  theirResult: LoadResult,
  list: Awaited<ReturnType<typeof measureListLatency>>,
  shop: Awaited<ReturnType<typeof measureProductLatency>>,
  planner: Planner,
  allDataMs: number,
): Row[] {
  const ratio = oursResult.requestsPerSecond / theirResult.requestsPerSecond;
  const failures =
    oursResult.failures +
    theirResult.failures +
    list.failures +
    shop.failures +
    planner.todo.failures +
    planner.calendar.failures +
    planner.mail.failures +
    planner.chat.failures +
    planner.invoice.failures +
    planner.table.failures +
    planner.permission.failures;
  return [
    {
      label: 'throughput ours / json-server (list query)',
      value: `${ratio.toFixed(2)}x`,
      budget: `>= ${BUDGET.throughputRatio}x`,
      met: ratio >= BUDGET.throughputRatio,
    },
    { label: 'ours: req/s', value: perSecond(oursResult.requestsPerSecond) },
    { label: 'ours: median under load', value: ms(oursResult.medianMs) },
    { label: 'ours: p95 under load', value: ms(oursResult.p95Ms) },
    { label: 'json-server: req/s', value: perSecond(theirResult.requestsPerSecond) },
    { label: 'json-server: median under load', value: ms(theirResult.medianMs) },
    { label: 'json-server: p95 under load', value: ms(theirResult.p95Ms) },
    {
      label: `list p95, PGlite ${USERS.toLocaleString('en-US')} rows, ${list.count} sequential`,
      value: ms(list.p95Ms),
      budget: `<= ${BUDGET.listP95Ms} ms`,
      met: list.p95Ms <= BUDGET.listP95Ms,
    },
    { label: 'list median, same requests', value: ms(list.medianMs) },
    {
      label: `products p95, q + filters, PGlite ${PRODUCTS.toLocaleString('en-US')} rows, ${shop.count} sequential`,
      value: ms(shop.p95Ms),
      budget: `<= ${BUDGET.listP95Ms} ms`,
      met: shop.p95Ms <= BUDGET.listP95Ms,
    },
    { label: 'products median, same requests', value: ms(shop.medianMs) },
    ...plannerRows(planner),
    {
      label: `all-data, one request (${USERS.toLocaleString('en-US')} rows)`,
      value: ms(allDataMs),
    },
    {
      label: 'failed requests (non-2xx, errors, timeouts)',
      value: String(failures),
      budget: '0',
      met: failures === 0,
    },
  ];
}

/** The query shapes behind a p95: where to look when that budget is missed. */
function printSlowest(
  what: string,
  slowest: readonly { url: string; ms: number; bytes: number }[],
  base: string,
) {
  console.log(`\nSlowest sequential ${what} queries (time, reply size, query):`);
  for (const { url, ms: elapsed, bytes } of slowest)
    console.log(
      `  ${ms(elapsed).padStart(9)}  ${`${(bytes / 1000).toFixed(0)} kB`.padStart(7)}  ${url.slice(base.length)}`,
    );
}

/**
 * Seeds, starts both servers on the same rows and signs in. Each child goes into `children` as
 * soon as it starts, so that it is stopped even when waiting for it fails.
 */
async function setUp(dir: string, children: Child[]) {
  const seedStarted = performance.now();
  const seed = startSeed(dir);
  children.push(seed);
  await runToEnd(seed);
  const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  console.log(
    `Seeded ${USERS.toLocaleString('en-US')} users, ${PRODUCTS.toLocaleString('en-US')} products, ${TASKS.toLocaleString('en-US')} tasks, ${EVENTS.toLocaleString('en-US')} events, ${MAILS.toLocaleString('en-US')} mails, ${INVOICES.toLocaleString('en-US')} invoices, ${TABLE_ROWS.toLocaleString('en-US')} data-table rows, ${PERMISSIONS.toLocaleString('en-US')} permissions and as many orders in ${seconds} s (CLI start-up included)`,
  );

  const api = await startApiServer(dir);
  children.push(api.child);
  await waitUntilAnswering(api.child, `${api.base}/api/health`);
  const headers = { authorization: `Bearer ${await signInAdmin(api.base)}` };

  const all = await fetchAllUsers(api.base, headers);
  const json = await startJsonServer(dir, all.rows);
  children.push(json.child);
  await waitUntilAnswering(json.child, `${json.base}/users?_page=1&_per_page=1`);

  const ours: Target = { url: `${api.base}/api/users/list/data?${throughputQuery}`, headers };
  const theirs: Target = { url: `${json.base}/users?${jsonServerQuery}` };
  await describeQueries(ours, theirs);
  return { api, headers, ours, theirs, allDataMs: all.elapsed };
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-bench-'));
  const children: Child[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= Promise.all(children.map(stop)).then(() =>
      rmSync(dir, { recursive: true, force: true }),
    ));
  // Ctrl-C or a CI timeout must not leave servers running or the temp dir behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  try {
    const { api, headers, ours, theirs, allDataMs } = await setUp(dir, children);
    const { oursResult, theirResult } = await measureThroughput(ours, theirs);
    const list = await measureListLatency(api.base, headers);
    const shop = await measureProductLatency(api.base, headers);
    const todo = await measureTaskLatency(api.base, headers);
    const calendar = await measureEventLatency(api.base, headers);
    const mail = await measureMailLatency(api.base, headers);
    const invoice = await measureInvoiceLatency(api.base, headers);
    const table = await measureTableLatency(api.base, headers);
    const permission = await measurePermissionLatency(api.base, headers);
    console.log(`Timing ${LIVE_MESSAGES} chat messages through the live channel...`);
    const chat = await measureDeliveryLatency(
      api.base,
      headers.authorization.slice('Bearer '.length),
    );

    const cards = await measureCardLatency(api.base, headers, USERS);

    const rows = rowsFor(
      oursResult,
      theirResult,
      list,
      shop,
      { todo, calendar, mail, chat, invoice, table, permission },
      allDataMs,
    );
    // The failures row stays last: the cards' failures join it.
    const failuresRow = rows.pop();
    rows.push(...cards.rows);
    if (failuresRow) {
      const failures = Number(failuresRow.value) + cards.failures;
      rows.push({ ...failuresRow, value: String(failures), met: failures === 0 });
    }
    printTable(rows);
    printSlowest('list', list.slowest, api.base);
    printSlowest('shop', shop.slowest, api.base);
    printSlowest('to-do', todo.slowest, api.base);
    printSlowest('calendar', calendar.slowest, api.base);
    printSlowest('mailbox', mail.slowest, api.base);
    printSlowest('invoice', invoice.slowest, api.base);
    printSlowest('data-table', table.slowest, api.base);
    printSlowest('permissions', permission.slowest, api.base);
    const missed = rows.filter((row) => row.met === false);
    console.log(
      missed.length === 0 ? '\nAll budgets met.' : `\n${missed.length} budget(s) missed.`,
    );
    return missed.length === 0 ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

// `--load`: the minutes-long mixed read/write load test instead (mixed-load.ts); `--scale`: the
// million-user PostgreSQL run with two processes (scale.ts). Both opt-in, so that the default
// bench and CI stay short. --load first: its own --scale option takes a seed size.
if (process.argv.includes('--load')) void import('./mixed-load');
else if (process.argv.includes('--scale')) void import('./scale');
// `--monitoring`: the monitoring module's reads and ingest on 13 M readings (monitoring.ts).
else if (process.argv.includes('--monitoring')) void import('./monitoring');
// `--files`: a 25 MB upload and download on each file store driver (files.ts).
else if (process.argv.includes('--files')) void import('./files');
else exitWith(main);
