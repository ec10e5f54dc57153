/// <reference lib="webworker" />
import type { MockApi } from '@beacon/api/browser';
import type { FromWorker, ToWorker, WireRequest } from './protocol';

// The whole API and its database live here, off the main thread: PGlite's start and every query
// run without blocking the page.
declare const self: DedicatedWorkerGlobalScope;
let api: Promise<MockApi> | null = null;

const post = (message: FromWorker, transfer: Transferable[] = []) =>
  self.postMessage(message, transfer);

const toRequest = (wire: WireRequest) =>
  new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });

async function answer(id: number, wire: WireRequest) {
  if (!api) throw new Error('mock API not started');
  const response = await (await api).fetch(toRequest(wire));
  const body = await response.arrayBuffer();
  post(
    {
      type: 'response',
      id,
      response: { status: response.status, headers: [...response.headers], body },
    },
    [body],
  );
}

/** The seeded database built with the app; without it (dev, still building) PGlite seeds itself. */
async function fetchSeedImage(): Promise<Blob | undefined> {
  const response = await fetch('/assets/data/demo-db.tar.gz').catch(() => null);
  return response?.ok ? response.blob() : undefined;
}

// Both start as soon as the worker runs, before the page sends the secret: the download of the API's
// code and of the image overlap each other and the page's own loading. Only a first visit (no
// database yet) restores the image; a repeat visit reads it from the HTTP cache and leaves it.
// The one way into the API from the web app is this dynamic import, so only mock mode carries it.
const apiCode = import('@beacon/api/browser');
const image = fetchSeedImage();
const seedImage = () => image;
apiCode.catch(() => undefined); // reported when the page asks to start

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    api = apiCode.then(({ createMockApi }) =>
      createMockApi({ dataDir: 'idb://beacon-admin', jwtSecret: message.jwtSecret, seedImage }),
    );
    api.then(
      () => post({ type: 'ready' }),
      (error: unknown) =>
        post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  } else if (message.type === 'request') {
    answer(message.id, message.request).catch((error: unknown) => {
      const body = new TextEncoder().encode(JSON.stringify({ error: String(error) })).buffer;
      post(
        {
          type: 'response',
          id: message.id,
          response: { status: 503, headers: [['content-type', 'application/json']], body },
        },
        [body],
      );
    });
  } else {
    (api ?? Promise.reject(new Error('mock API not started')))
      .then((ready) => ready.reset())
      .then(
        () => post({ type: 'reset-done', id: message.id }),
        (error: unknown) => post({ type: 'reset-done', id: message.id, error: String(error) }),
      );
  }
};
