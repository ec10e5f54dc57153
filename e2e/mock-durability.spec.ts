import { type Browser, type CDPSession, type Page, expect, test } from '@playwright/test';
import { STORE, storeName } from '../apps/api/src/mock/store';
import {
  type FromWorker,
  type ToWorker,
  sharedWorkerOptions,
} from '../apps/web/src/lib/mock/protocol';
import { backendStart, signInAs, unique } from './helpers';

// Mock mode keeps its database in IndexedDB: a worker stopped in the middle of writes must have
// kept every write the API had answered (docs/decisions/0024-durability.md). The writes go to the
// page's own mock API (its shared worker) through a port of their own, so that the stop follows the
// last answer at once: through the UI, the list's refetch after each write gives the worker time
// to store the database anyway, and a missing copy would go unseen. A reload alone no longer
// stops the worker (it outlives its tabs for a while), so the test stops it, as a browser that
// quits would.

interface Plan {
  prefix: string;
  /** Writes kept in flight at once. */
  streams: number;
  /** The worker is stopped, and the page reloaded, as soon as this many writes are answered. */
  reloadAfter: number;
  /** Where the page leaves what it saw, for after the reload (sessionStorage). */
  outcomeKey: string;
  /** The page's worker's options: the same script and options join it, not a second one. */
  options: typeof sharedWorkerOptions;
}

const outcomeKey = 'beacon-e2e-durability';
/** What the page calls to have the test stop its shared workers (`page.exposeFunction`). */
const stopWorkers = 'beaconE2eStopWorkers';
type StopsWorkers = Record<typeof stopWorkers, () => Promise<void>>;

/** Runs in the page: adds tasks until `reloadAfter` are answered, then stops the worker and reloads. */
function writeThenReload({ prefix, streams, reloadAfter, outcomeKey, options }: Plan): void {
  const script = /\/assets\/mock\.worker-[\w-]+\.js/.exec(document.head.innerHTML)?.[0];
  if (!script) throw new Error('this page started no mock worker');
  const port = new SharedWorker(script, options).port;
  const replies = new Map<number, (status: number) => void>();
  port.onmessage = (event: MessageEvent<FromWorker>) => {
    if (event.data.type === 'response') replies.get(event.data.id)?.(event.data.response.status);
  };
  port.start();
  const token = localStorage.getItem('accessToken') ?? '';
  let nextId = 1;
  const addTask = (title: string) =>
    new Promise<number>((resolve) => {
      const id = nextId++;
      replies.set(id, resolve);
      const body = new TextEncoder().encode(JSON.stringify({ task: { title } })).buffer;
      const message: ToWorker = {
        type: 'request',
        id,
        request: {
          url: `${location.origin}/apps/todo/add-tasks`,
          method: 'POST',
          headers: [
            ['authorization', `Bearer ${token}`],
            ['content-type', 'application/json'],
          ],
          body,
        },
      };
      port.postMessage(message, [body]);
    });

  const acknowledged: string[] = [];
  let done = false;
  const reload = (refused?: number) => {
    done = true;
    sessionStorage.setItem(outcomeKey, JSON.stringify({ acknowledged, refused }));
    void (window as unknown as StopsWorkers).beaconE2eStopWorkers().then(() => location.reload());
  };
  let next = 0;
  const stream = async () => {
    while (!done) {
      const title = `${prefix}-${next++}`;
      const status = await addTask(title);
      if (done) return;
      if (status !== 201) return reload(status);
      acknowledged.push(title);
      if (acknowledged.length === reloadAfter) reload();
    }
  };
  for (let i = 0; i < streams; i++) void stream();
}

/**
 * The ids of the shared workers of `page`'s browser context (its mock database's worker), and
 * `page.beaconE2eStopWorkers()`, which stops them at once, as if the browser had quit.
 */
async function sharedWorkersOf(page: Page, browser: Browser): Promise<() => Promise<string[]>> {
  const own = await page.context().newCDPSession(page);
  const { targetInfo } = (await own.send('Target.getTargetInfo')) as {
    targetInfo: { browserContextId?: string };
  };
  const all: CDPSession = await browser.newBrowserCDPSession();
  const sharedWorkers = async () => {
    const { targetInfos } = (await all.send('Target.getTargets')) as {
      targetInfos: { targetId: string; type: string; browserContextId?: string }[];
    };
    return targetInfos
      .filter((target) => target.type === 'shared_worker')
      .filter((target) => target.browserContextId === targetInfo.browserContextId)
      .map((target) => target.targetId);
  };
  await page.exposeFunction(stopWorkers, async () => {
    for (const targetId of await sharedWorkers())
      await all.send('Target.closeTarget', { targetId });
  });
  return sharedWorkers;
}

/**
 * Runs in the page: the files the mock's IndexedDB holds (every record but the seeded image's), and
 * those whose record carries more bytes than the file has: a view into a larger buffer (a file
 * still in the unpacked image, or MEMFS's room to grow) is stored with that whole buffer.
 */
async function storedFiles(where: {
  database: string;
  store: string;
}): Promise<{ files: number; oversized: string[] }> {
  const ask = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    });
  const db = await ask(indexedDB.open(where.database));
  const store = db.transaction(where.store).objectStore(where.store);
  const [keys, records] = await Promise.all([
    // Every key is a path.
    ask(store.getAllKeys() as IDBRequest<string[]>),
    ask(store.getAll() as IDBRequest<{ contents?: Uint8Array }[]>),
  ]);
  db.close();
  const files = records.flatMap((record, i) =>
    record.contents ? [{ path: keys[i] ?? '', contents: record.contents }] : [],
  );
  return {
    files: files.length,
    oversized: files
      .filter(({ contents }) => contents.buffer.byteLength !== contents.byteLength)
      .map(({ path }) => path),
  };
}

const taskTitles = (page: Page) =>
  page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').locator('button').allInnerTexts();

/**
 * Writes as `plan` says, stops the worker, reloads, and checks a new worker started: the database
 * in the old one's memory is gone, so what the page shows next was read back from IndexedDB.
 * Returns the titles the API had answered.
 */
async function writeThenReloadIn(
  page: Page,
  sharedWorkers: () => Promise<string[]>,
  plan: Omit<Plan, 'outcomeKey' | 'options'>,
): Promise<string[]> {
  // A page drawn from kept answers starts its worker once drawn (lib/mock/start.ts).
  await expect
    .poll(sharedWorkers, { message: 'the page runs its database in one shared worker' })
    .toHaveLength(1);
  const before = await sharedWorkers();
  const reloaded = page.waitForEvent('load', backendStart);
  await page.evaluate(writeThenReload, { ...plan, outcomeKey, options: sharedWorkerOptions });
  await reloaded;
  const outcome = JSON.parse(
    (await page.evaluate((key) => sessionStorage.getItem(key), outcomeKey)) ?? '{}',
  ) as { acknowledged?: string[]; refused?: number };
  expect(outcome.refused, 'a write was refused').toBeUndefined();
  expect(outcome.acknowledged).toHaveLength(plan.reloadAfter);
  await expect.poll(sharedWorkers).toEqual([expect.not.stringMatching(`^${before[0]}$`)]);
  return outcome.acknowledged ?? [];
}

test(
  'a worker stopped right after the last answered write has kept every answered write',
  // Server mode's own crash test is node.test.ts (kill -9 in the middle of writes).
  { tag: ['@walk', '@mock-only'] },
  async ({ page, browser }) => {
    const prefix = `kept-${unique()}`;
    await signInAs(page, 'admin', `/apps/todo?q=${prefix}`);
    await expect(page.getByText('No Items Found')).toBeVisible(backendStart);
    const sharedWorkers = await sharedWorkersOf(page, browser);

    // One write at a time: nothing else reaches the database between the last answer and the
    // reload. Then three at once, the reload cutting the others short: each answered one is kept
    // (and the database still opens).
    const acknowledged = await writeThenReloadIn(page, sharedWorkers, {
      prefix: `${prefix}-a`,
      streams: 1,
      reloadAfter: 4,
    });
    await expect(page.getByRole('list', { name: 'Tasks' })).toBeVisible(backendStart);
    acknowledged.push(
      ...(await writeThenReloadIn(page, sharedWorkers, {
        prefix: `${prefix}-b`,
        streams: 3,
        reloadAfter: 12,
      })),
    );
    await expect
      .poll(() => taskTitles(page), backendStart)
      .toEqual(expect.arrayContaining(acknowledged));

    // What the browser keeps is the image and the files that changed since, each its own size.
    const stored = await page.evaluate(storedFiles, {
      database: storeName('beacon-admin'),
      store: STORE,
    });
    expect(stored.files).toBeGreaterThan(0);
    expect(stored.oversized).toEqual([]);
  },
);

test(
  'a reload finds the database still running in the worker the last page used',
  { tag: ['@walk', '@mock-only'] },
  async ({ page, browser }) => {
    await signInAs(page, 'admin', '/apps/user/list');
    const rows = page.getByRole('table', { name: 'Users' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible(backendStart);
    const sharedWorkers = await sharedWorkersOf(page, browser);
    await expect.poll(sharedWorkers).toHaveLength(1);
    const before = await sharedWorkers();

    await page.reload();
    await expect(rows.first()).toBeVisible();
    expect(await sharedWorkers()).toEqual(before);
  },
);
