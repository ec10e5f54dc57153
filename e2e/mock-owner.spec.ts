import { expect, test } from '@playwright/test';
import {
  type FromWorker,
  type ToWorker,
  sharedWorkerOptions,
} from '../apps/web/src/lib/mock/protocol';
import { backendStart, signInAs, unique } from './helpers';

// One worker at a time has mock mode's database open (lib/mock/database-owner.ts): the tabs of one
// build share a worker, but after a deploy a reload starts the new build's worker while the old
// one still runs, and a browser without shared workers runs one per tab. A second worker of the
// same script, under another name, stands in for either here.

interface Outcome {
  added: number;
  /** What the second worker's API listed. */
  listed: string;
  /** What the page's own worker answered once the second had the database. */
  after: { status: number; body: string };
  /** The close code the page's worker gave a live channel opened before the hand-over. */
  liveClosed: number;
}

/** Runs in the page: a write to the page's worker, then a second worker takes the database. */
async function secondWorkerTakesOver({
  title,
  options,
}: {
  title: string;
  /** The page's worker's options; the second worker differs only by its name. */
  options: typeof sharedWorkerOptions;
}): Promise<Outcome> {
  const script = /\/assets\/mock\.worker-[\w-]+\.js/.exec(document.head.innerHTML)?.[0];
  if (!script) throw new Error('this page started no mock worker');
  const portOf = (name?: string) => {
    const port = new SharedWorker(script, { ...options, name: name ?? options.name }).port;
    port.start();
    return port;
  };
  const next = (port: MessagePort, type: FromWorker['type']) =>
    new Promise<FromWorker>((resolve) => {
      const heard = (event: MessageEvent<FromWorker>) => {
        if (event.data.type !== type) return;
        port.removeEventListener('message', heard);
        resolve(event.data);
      };
      port.addEventListener('message', heard);
    });
  const ask = async (port: MessagePort, method: string, path: string, body?: unknown) => {
    const bytes = body === undefined ? null : new TextEncoder().encode(JSON.stringify(body)).buffer;
    const message: ToWorker = {
      type: 'request',
      id: 1,
      request: {
        url: `${location.origin}${path}`,
        method,
        headers: [
          ['authorization', `Bearer ${localStorage.getItem('accessToken') ?? ''}`],
          ['content-type', 'application/json'],
        ],
        body: bytes,
      },
    };
    const answered = next(port, 'response');
    port.postMessage(message, bytes ? [bytes] : []);
    const reply = await answered;
    if (reply.type !== 'response') throw new Error('no response');
    return {
      status: reply.response.status,
      body: new TextDecoder().decode(reply.response.body),
    };
  };

  const own = portOf();
  const added = await ask(own, 'POST', '/apps/todo/add-tasks', { task: { title } });
  const liveClosed = next(own, 'live-closed');
  own.postMessage({ type: 'live-open', id: 7 } satisfies ToWorker);
  const second = portOf('beacon-mock-second');
  const ready = next(second, 'ready');
  second.postMessage({ type: 'start', jwtSecret: localStorage.getItem('beacon.mockJwtSecret') });
  await ready;
  const listed = await ask(second, 'GET', `/apps/todo/tasks?q=${encodeURIComponent(title)}`);
  const after = await ask(own, 'GET', `/apps/todo/tasks?q=${encodeURIComponent(title)}`);
  const silence = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  const closed = await Promise.race([liveClosed, silence]);
  return {
    added: added.status,
    listed: listed.body,
    after,
    liveClosed: closed?.type === 'live-closed' ? closed.code : 0,
  };
}

test(
  'a second worker gets the database with every answered write, and a reload takes it back',
  { tag: ['@walk', '@mock-only'] },
  async ({ page }) => {
    const title = `owner-${unique()}`;
    await signInAs(page, 'admin', `/apps/todo?q=${title}`);
    await expect(page.getByText('No Items Found')).toBeVisible(backendStart);

    const outcome = await page.evaluate(secondWorkerTakesOver, {
      title,
      options: sharedWorkerOptions,
    });
    expect(outcome.added).toBe(201);
    expect(outcome.listed).toContain(title);
    // The page's worker has let the database go, and says what to do.
    expect(outcome.after.status).toBe(503);
    expect(outcome.after.body).toContain('open in another tab now: reload this page');
    // Its live channel is told it closed, as a server going down tells it, not left silent.
    expect(outcome.liveClosed).toBe(1001);

    // The reloaded page starts its worker again, which asks for the database back.
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: title }),
    ).toBeVisible(backendStart);
  },
);
