import {
  type LiveEvent,
  type LiveServerMessage,
  liveCloseCodes,
  livePath,
} from '@beacon/contract/live';
import { useEffect, useRef } from 'react';
import { refreshOnce } from './http';
import { queryClient } from './query';
import { session, useSession } from './session';
import { type LiveSocketLike, openLiveSocket } from './transport';

type Handler = (event: LiveEvent) => void;

const handlers = new Map<string, Set<Handler>>();
let socket: LiveSocketLike | null = null;
/** The access token the socket last signed in with: the server closes it when that expires. */
let sentToken: string | null = null;
let ready = false;
let everReady = false;
let retry: ReturnType<typeof setTimeout> | undefined;
let delay = 500;
const maxDelay = 15_000;

const write = (message: object) => {
  if (socket && ready) socket.send(JSON.stringify(message));
};

function onMessage(text: string) {
  let message: LiveServerMessage;
  try {
    message = JSON.parse(text) as LiveServerMessage;
  } catch {
    return;
  }
  if (message.type === 'ready') {
    // A second `ready` answers a fresh token sent on the open socket: nothing was missed.
    if (ready) return;
    ready = true;
    delay = 500;
    for (const topic of handlers.keys()) write({ type: 'subscribe', topic });
    // Whatever happened while the socket was down is caught up by reloading what is on screen.
    if (everReady) void queryClient.invalidateQueries();
    everReady = true;
    // Refreshed while this socket was signing in: it would close when the old token expires.
    reauthenticate();
  } else if (message.type === 'event') {
    for (const handler of handlers.get(message.topic) ?? []) handler(message.event);
  }
}

/**
 * Hands the open socket the session's fresh access token, after any refresh (the HTTP client's
 * included), so it stays open past the expiry of the token it signed in with.
 */
function reauthenticate() {
  const token = session.get().accessToken;
  if (!socket || !ready || !token || token === sentToken) return;
  sentToken = token;
  socket.send(JSON.stringify({ type: 'auth', token }));
}

function scheduleReconnect(wait: number) {
  clearTimeout(retry);
  retry = setTimeout(connect, wait);
}

/** Opens the one socket of this page while signed in and something listens. */
function connect() {
  clearTimeout(retry);
  if (socket || handlers.size === 0 || !session.isSignedIn()) return;
  const current = openLiveSocket(livePath);
  socket = current;
  ready = false;
  current.onopen = () => {
    const token = session.get().accessToken;
    sentToken = token;
    if (token) current.send(JSON.stringify({ type: 'auth', token }));
  };
  current.onmessage = onMessage;
  current.onclose = (code) => {
    if (socket !== current) return;
    socket = null;
    ready = false;
    if (code === liveCloseCodes.unauthorized) {
      // The token expired or its sign-in ended. A token newer than the one sent is tried at once;
      // else one refresh (the same as HTTP's) brings a new one, or fails and signs the user out.
      const current = session.get().accessToken;
      if (current && current !== sentToken) return scheduleReconnect(0);
      void refreshOnce().then((token) => token && scheduleReconnect(0));
      return;
    }
    scheduleReconnect(delay);
    delay = Math.min(delay * 2, maxDelay);
  };
}

function disconnect() {
  clearTimeout(retry);
  const current = socket;
  socket = null;
  sentToken = null;
  ready = false;
  everReady = false;
  current?.close();
}

// Signing out closes the socket; signing in as someone else opens a new one; a refresh hands the
// open socket its new token.
useSession.subscribe((state, previous) => {
  if (state.userData?.id === previous.userData?.id && Boolean(state.refreshToken))
    return reauthenticate();
  disconnect();
  connect();
});

function subscribe(topic: string, handler: Handler): () => void {
  let set = handlers.get(topic);
  if (!set) {
    handlers.set(topic, (set = new Set()));
    write({ type: 'subscribe', topic });
  }
  set.add(handler);
  connect();
  return () => {
    set.delete(handler);
    if (set.size > 0) return;
    handlers.delete(topic);
    write({ type: 'unsubscribe', topic });
    if (handlers.size === 0) disconnect();
  };
}

/** Subscribes to a live topic while mounted (null: none); the handler sees each event. */
export function useLiveEvents(topic: string | null, onEvent: (event: LiveEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!topic) return;
    return subscribe(topic, (event) => handler.current(event));
  }, [topic]);
}

/** Sends a command a module handles on the server (e.g. `chat.typing`); dropped while offline. */
export function sendLiveCommand(name: string, data: unknown): void {
  write({ type: 'command', name, data });
}
