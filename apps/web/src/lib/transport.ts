/**
 * Where requests go: the network in server mode; in mock mode the API running in the browser,
 * which itself passes requests that no API route matches on to the network.
 */
export type Send = (request: Request) => Promise<Response>;

let mockSend: Promise<Send> | null = null;

/** Set once at start in mock mode (see mock/start.ts); tests may set their own. */
export function setMockTransport(ready: Promise<Send>): void {
  mockSend = ready;
}

/** Whether requests go to the API in the browser (no upload progress from the network there). */
export const isMockTransport = (): boolean => mockSend !== null;

let answered = false;

export async function send(request: Request): Promise<Response> {
  const response = await (mockSend ? (await mockSend)(request) : fetch(request));
  // `npm run bench` reads this User Timing mark: page load → first API answer.
  if (!answered) performance.mark('beacon:first-api-answer');
  answered = true;
  return response;
}

/** A live-channel socket as the live client uses it (lib/live.ts). */
export interface LiveSocketLike {
  send: (text: string) => void;
  close: () => void;
  onopen: (() => void) | null;
  onmessage: ((text: string) => void) | null;
  onclose: ((code: number) => void) | null;
}

let mockLive: (() => LiveSocketLike) | null = null;

/** Mock mode: live sockets go to the API in the worker (mock/start.ts). */
export function setMockLive(open: () => LiveSocketLike): void {
  mockLive = open;
}

/** A WebSocket to the server's live channel, or the mock's stand-in. */
export function openLiveSocket(path: string): LiveSocketLike {
  if (mockLive) return mockLive();
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url);
  const like: LiveSocketLike = {
    send: (text) => socket.send(text),
    close: () => socket.close(1000),
    onopen: null,
    onmessage: null,
    onclose: null,
  };
  socket.onopen = () => like.onopen?.();
  socket.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') like.onmessage?.(event.data);
  };
  socket.onclose = (event) => like.onclose?.(event.code);
  return like;
}
