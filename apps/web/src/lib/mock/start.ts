import { create } from 'zustand';
import { type Send, setMockTransport } from '../transport';
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

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (message: FromWorker) => void>();

function call(message: ToWorker & { id: number }, transfer: Transferable[] = []) {
  return new Promise<FromWorker>((resolve) => {
    pending.set(message.id, resolve);
    worker?.postMessage(message, transfer);
  });
}

const fromWire = (wire: WireResponse) =>
  new Response([204, 304].includes(wire.status) ? null : wire.body, {
    status: wire.status,
    headers: wire.headers,
  });

/** Starts the API in a worker; requests made meanwhile wait for it (never the first paint). */
export function startMockBackend(): Promise<Send> {
  worker?.terminate();
  useMockStatus.setState({ state: 'starting' }, true);
  // The static build's index.html started the first one already; a retry starts a new one.
  const early = window.beaconMockWorker;
  window.beaconMockWorker = undefined;
  worker =
    early?.worker ?? new Worker(new URL('./mock.worker.ts', import.meta.url), { type: 'module' });
  const ready = new Promise<Send>((resolve, reject) => {
    const fail = (message: string) => {
      useMockStatus.setState({ state: 'failed', message }, true);
      reject(new Error(message));
    };
    if (early?.error) fail(early.error);
    // The worker script itself may fail to load or crash: that is a failed start too.
    worker?.addEventListener('error', (event) =>
      fail(event.message || 'The demo database worker failed to load'),
    );
    worker?.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'ready') {
        performance.mark('beacon:mock-ready');
        useMockStatus.setState({ state: 'ready' }, true);
        resolve(send);
      } else if (message.type === 'failed') {
        fail(message.message);
      } else {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      }
    });
  });
  ready.catch(() => undefined); // shown by the error screen; requests see the rejection
  setMockTransport(ready);
  worker.postMessage({ type: 'start', jwtSecret: jwtSecret() } satisfies ToWorker);
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
