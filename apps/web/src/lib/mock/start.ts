import { create } from 'zustand';
import { type LiveSocketLike, type Send, setMockLive, setMockTransport } from '../transport';
import { FIRST_SCREEN_EVENT, KEPT_ANSWERS_KEY } from './first-screen';
import type { FromWorker, ToWorker, WireResponse } from './protocol';

type Status = { state: 'starting' } | { state: 'ready' } | { state: 'failed'; message: string };

/** The mock database's state, for the "Starting demo database…" notice and the error screen. */
export const useMockStatus = create<Status>(() => ({ state: 'starting' }));

const SECRET_KEY = 'beacon.mockJwtSecret';

/** The mock signs tokens with a per-browser secret, kept so a reload keeps the session. */
function jwtSecret(): string {
  let secret = localStorage.getItem(SECRET_KEY);
  if (!secret) {
    secret = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    localStorage.setItem(SECRET_KEY, secret);
  }
  return secret;
}

/** The page's end of the worker: a shared worker's port, or a dedicated worker. */
interface Link {
  post: (message: ToWorker, transfer?: Transferable[]) => void;
  receive: (listener: (message: FromWorker) => void) => void;
  failed: (listener: (message: string) => void) => void;
  stop: () => void;
}

const failedToLoad = 'The demo database worker failed to load';

/** One shared worker for every tab (one database, live events between tabs), else a dedicated one. */
function linkTo(started: MockWorker | undefined): Link {
  const made =
    started ??
    (typeof SharedWorker === 'function'
      ? // protocol.ts's sharedWorkerOptions, written out for Vite.
        new SharedWorker(new URL('./mock.worker.ts', import.meta.url), {
          type: 'module',
          name: 'beacon-mock',
          extendedLifetime: true,
        })
      : new Worker(new URL('./mock.worker.ts', import.meta.url), { type: 'module' }));
  const failed = (listener: (message: string) => void) =>
    made.addEventListener('error', (event) =>
      listener((event instanceof ErrorEvent && event.message) || failedToLoad),
    );
  if (made instanceof Worker)
    return {
      post: (message, transfer = []) => made.postMessage(message, transfer),
      receive: (listener) =>
        made.addEventListener('message', (event: MessageEvent<FromWorker>) => listener(event.data)),
      failed,
      stop: () => made.terminate(),
    };
  const port = made.port;
  port.start();
  return {
    post: (message, transfer = []) => port.postMessage(message, transfer),
    receive: (listener) =>
      port.addEventListener('message', (event: MessageEvent<FromWorker>) => listener(event.data)),
    failed,
    // A shared worker serves the other tabs too: this tab only lets go of it.
    stop: () => port.close(),
  };
}

let worker: Link | null = null;
let nextId = 1;
const pending = new Map<number, (message: FromWorker) => void>();
const liveSockets = new Map<number, LiveSocketLike>();

function call(message: ToWorker & { id: number }, transfer: Transferable[] = []) {
  return new Promise<FromWorker>((resolve) => {
    pending.set(message.id, resolve);
    worker?.post(message, transfer);
  });
}

/** A live socket to the API in the worker, shaped like the WebSocket of server mode. */
function openMockLive(ready: Promise<Send>): LiveSocketLike {
  const id = nextId++;
  let open = true;
  // The worker cannot see a tab close: a ping now and then says this one is still here.
  const keepAlive = setInterval(() => socket.send(JSON.stringify({ type: 'ping' })), 25_000);
  const end = () => {
    open = false;
    clearInterval(keepAlive);
    liveSockets.delete(id);
    window.removeEventListener('pagehide', close);
  };
  const close = () => {
    if (!open) return;
    worker?.post({ type: 'live-close', id });
    end();
    socket.onclose?.(1000);
  };
  const socket: LiveSocketLike = {
    send: (text) => open && worker?.post({ type: 'live-send', id, text }),
    close,
    onopen: null,
    onmessage: null,
    onclose: null,
  };
  liveSockets.set(id, socket);
  window.addEventListener('pagehide', close);
  ready.then(
    () => {
      if (!open) return;
      worker?.post({ type: 'live-open', id });
      socket.onopen?.();
    },
    () => {
      end();
      socket.onclose?.(1011);
    },
  );
  return socket;
}

function onLive(message: FromWorker) {
  if (message.type === 'live-message') liveSockets.get(message.id)?.onmessage?.(message.text);
  else if (message.type === 'live-closed') {
    const socket = liveSockets.get(message.id);
    liveSockets.delete(message.id);
    socket?.onclose?.(message.code);
  }
}

/** The worker's marks on this page's timeline, where `npm run bench` reads them. */
function mirrorMarks(marks: [string, number][]) {
  for (const [name, at] of marks) {
    const startTime = at - performance.timeOrigin;
    // A worker another tab started earlier has marks from before this page: those say nothing here.
    if (startTime >= 0) performance.mark(name, { startTime });
  }
}

const fromWire = (wire: WireResponse) =>
  new Response([204, 304].includes(wire.status) ? null : wire.body, {
    status: wire.status,
    headers: wire.headers,
  });

/**
 * At the latest, a start put off for the first screen begins this long after the page's: should the
 * app never say (it failed to draw), the error screen's retry needs a worker. A busy machine draws
 * a reload's screen in 2–3 s, so this is well beyond.
 */
const FIRST_SCREEN_WAIT_MS = 10_000;

function keptAnswers(): boolean {
  try {
    return localStorage.getItem(KEPT_ANSWERS_KEY) !== null;
  } catch {
    return false;
  }
}

/** The app's word that its first screen is drawn (entry/app.tsx), or the wait's end. */
const firstScreen = () =>
  new Promise<void>((resolve) => {
    window.addEventListener(FIRST_SCREEN_EVENT, () => resolve(), { once: true });
    setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
  });

let firstStart = true;

/**
 * Starts the API in a worker; requests made meanwhile wait for it (never the first paint).
 *
 * A repeat visit draws its first screen from the answers the last one kept (lib/query-persist.ts),
 * and the worker's start (1.2 MB of code to evaluate, PGlite's WebAssembly to compile) took a core
 * from that paint: so then the worker starts once that screen is drawn (index.html's inline script
 * leaves it alone too). The fresh answers came no later for it (decision 0037).
 */
export function startMockBackend(): Promise<Send> {
  const putOff = firstStart && !window.beaconMockWorker && keptAnswers();
  firstStart = false;
  if (!putOff) return startNow();
  const later = firstScreen().then(startNow);
  later.catch(() => undefined); // as below: the error screen shows it
  setMockTransport(later);
  setMockLive(() => openMockLive(later));
  return later;
}

function startNow(): Promise<Send> {
  worker?.stop();
  useMockStatus.setState({ state: 'starting' }, true);
  // The static build's index.html started the first one already; a retry starts a new one.
  const early = window.beaconMockWorker;
  window.beaconMockWorker = undefined;
  const link = linkTo(early?.worker);
  worker = link;
  const ready = new Promise<Send>((resolve, reject) => {
    const fail = (message: string) => {
      useMockStatus.setState({ state: 'failed', message }, true);
      reject(new Error(message));
    };
    if (early?.error) fail(early.error);
    // The worker script itself may fail to load or crash: that is a failed start too.
    link.failed(fail);
    link.receive((message) => {
      if (message.type === 'ready') {
        performance.mark('beacon:mock-ready');
        useMockStatus.setState({ state: 'ready' }, true);
        resolve(send);
      } else if (message.type === 'failed') {
        fail(message.message);
      } else if (message.type === 'marks') {
        mirrorMarks(message.marks);
      } else if (message.type === 'live-message' || message.type === 'live-closed') {
        onLive(message);
      } else {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      }
    });
  });
  ready.catch(() => undefined); // shown by the error screen; requests see the rejection
  setMockTransport(ready);
  setMockLive(() => openMockLive(ready));
  link.post({ type: 'start', jwtSecret: jwtSecret() });
  return ready;
}

async function send(request: Request): Promise<Response> {
  const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.arrayBuffer();
  const reply = await call(
    {
      type: 'request',
      id: nextId++,
      request: { url: request.url, method: request.method, headers: [...request.headers], body },
    },
    body ? [body] : [],
  );
  if (reply.type !== 'response') throw new Error('unexpected reply from the mock worker');
  return fromWire(reply.response);
}

/** "Reset demo data": every table back to the seed. */
export async function resetDemoData(): Promise<void> {
  const reply = await call({ type: 'reset', id: nextId++ });
  if (reply.type === 'reset-done' && reply.error) throw new Error(reply.error);
}
