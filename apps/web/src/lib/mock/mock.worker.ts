/// <reference lib="webworker" />
import type { MockApi } from '@beacon/api/mock';
import type { FromWorker, ToWorker, WireRequest } from './protocol';
import { endMarks, relayMarks } from './worker-marks';
import { startMock } from './worker-start';

// The whole API and its database live here, off the main thread: PGlite's start and every query
// run without blocking the page. Started as a shared worker, one API serves every tab of the
// browser, so the tabs see one database and each other's live events; as a dedicated worker (where
// shared workers are missing) it serves its own tab.
declare const self: DedicatedWorkerGlobalScope | SharedWorkerGlobalScope;
let api: Promise<MockApi> | null = null;

/** Where a tab's messages come from and its replies go: the shared worker's port, or `self`. */
interface Port {
  postMessage: (message: FromWorker, transfer: Transferable[]) => void;
}

const toRequest = (wire: WireRequest) =>
  new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });

let answered = false;
/** Another worker has the database now (database-owner.ts); this one answers until a tab's start. */
let retired = false;
const movedAway = 'The demo database is open in another tab now: reload this page to use it here.';
/** The requests being answered: the database closes only after them. */
const answering = new Set<Promise<unknown>>();

async function answer(port: Port, id: number, wire: WireRequest) {
  if (retired) throw new Error(movedAway);
  if (!api) throw new Error('mock API not started');
  const ready = await api;
  if (!answered) performance.mark('beacon:worker:first-request');
  const response = await ready.fetch(toRequest(wire));
  if (!answered) {
    answered = true;
    performance.mark('beacon:worker:first-answer');
    endMarks();
  }
  const body = await response.arrayBuffer();
  port.postMessage(
    {
      type: 'response',
      id,
      response: { status: response.status, headers: [...response.headers], body },
    },
    [body],
  );
}

// The start begins as soon as the worker runs, before the page sends its secret: downloads,
// WebAssembly compilation and PostgreSQL's start overlap each other and the page's own loading.
performance.mark('beacon:worker:script');
let finishStart = startMock(giveUp);

/** A tab's live sessions; a tab that vanished without a word is dropped after this silence. */
const liveSilenceMs = 75_000;
interface LiveSession {
  receive: (text: string) => void;
  closed: () => void;
  heard: number;
  /** Tells the tab its socket has closed, with a WebSocket close code. */
  tell: (code: number) => void;
}
const liveSessions = new Map<string, LiveSession>();

async function openLive(port: Port, key: string, id: number) {
  const ready = await (api ?? Promise.reject(new Error('mock API not started')));
  const tell = (code: number) => port.postMessage({ type: 'live-closed', id, code }, []);
  const connection = ready.connectLive({
    send: (text) => port.postMessage({ type: 'live-message', id, text }, []),
    close: (code) => {
      liveSessions.delete(key);
      connection.closed();
      tell(code);
    },
  });
  liveSessions.set(key, { ...connection, heard: Date.now(), tell });
}

function closeLive(key: string) {
  liveSessions.get(key)?.closed();
  liveSessions.delete(key);
}

setInterval(() => {
  const now = Date.now();
  for (const [key, session] of liveSessions)
    if (now - session.heard > liveSilenceMs) closeLive(key);
}, liveSilenceMs / 3);

/** Another worker asked for the database: its jobs stop, and its writes are copied, as it closes. */
async function giveUp(): Promise<void> {
  retired = true;
  // A start no tab has finished yet is finished only to be closed: its secret signs nothing. Taken
  // at once, so that a tab's start from now on begins a start of its own.
  const open = api ?? finishStart(crypto.randomUUID());
  api = null;
  // As a server going down does (1001): the tabs' channels try again, and their reconnects get
  // refused, as its requests are, until a reload takes the database back.
  for (const [key, session] of [...liveSessions]) {
    closeLive(key);
    session.tell(1001);
  }
  await Promise.allSettled(answering);
  await open.then(
    (started) => started.close(),
    () => undefined,
  );
}

let nextPort = 1;

function serve(port: Port, listen: (handler: (message: ToWorker) => void) => void) {
  const portId = nextPort++;
  const key = (id: number) => `${portId}:${id}`;
  relayMarks((marks) => port.postMessage({ type: 'marks', marks }, []));
  listen((message) => {
    if (message.type === 'start') {
      // A tab started (or reloaded) here takes the database back.
      if (retired) {
        retired = false;
        finishStart = startMock(giveUp);
      }
      // Every tab sends its secret; they share one (localStorage), so the first start serves all.
      api ??= finishStart(message.jwtSecret).then(
        (ready) => {
          performance.mark('beacon:worker:ready');
          return ready;
        },
        (error: unknown) => {
          // A retry (the error screen's button) starts over.
          api = null;
          finishStart = startMock(giveUp);
          throw error;
        },
      );
      api.then(
        () => port.postMessage({ type: 'ready' }, []),
        (error: unknown) =>
          port.postMessage(
            { type: 'failed', message: error instanceof Error ? error.message : String(error) },
            [],
          ),
      );
    } else if (message.type === 'request') {
      const answered = answer(port, message.id, message.request);
      answering.add(answered);
      void answered.finally(() => answering.delete(answered)).catch(() => undefined);
      answered.catch((error: unknown) => {
        const body = new TextEncoder().encode(JSON.stringify({ error: String(error) })).buffer;
        port.postMessage(
          {
            type: 'response',
            id: message.id,
            response: { status: 503, headers: [['content-type', 'application/json']], body },
          },
          [body],
        );
      });
    } else if (message.type === 'live-open') {
      openLive(port, key(message.id), message.id).catch(() =>
        port.postMessage({ type: 'live-closed', id: message.id, code: 1011 }, []),
      );
    } else if (message.type === 'live-send') {
      const session = liveSessions.get(key(message.id));
      if (session) {
        session.heard = Date.now();
        session.receive(message.text);
      }
    } else if (message.type === 'live-close') {
      closeLive(key(message.id));
    } else {
      (api ?? Promise.reject(new Error('mock API not started')))
        .then((ready) => ready.reset())
        .then(
          () => port.postMessage({ type: 'reset-done', id: message.id }, []),
          (error: unknown) =>
            port.postMessage({ type: 'reset-done', id: message.id, error: String(error) }, []),
        );
    }
  });
}

if ('onconnect' in self) {
  self.onconnect = (event: MessageEvent) => {
    const port = event.ports[0];
    if (!port) return;
    serve(port, (handler) => {
      port.onmessage = (message: MessageEvent<ToWorker>) => handler(message.data);
    });
  };
} else {
  const dedicated = self;
  serve(dedicated, (handler) => {
    dedicated.onmessage = (message: MessageEvent<ToWorker>) => handler(message.data);
  });
}
