import { type LiveEvent, liveCloseCodes, userTopic } from '@beacon/contract/live';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUsers, signInAs } from '../test/session';
import { useLiveEvents } from './live';
import { queryClient } from './query';
import { session } from './session';
import type { LiveSocketLike } from './transport';

// The server's side of the sockets and the HTTP client's refresh, played by the test.
const server = vi.hoisted(() => ({
  sockets: [] as { socket: LiveSocketLike; sent: unknown[] }[],
  refresh: (): Promise<string | null> => Promise.resolve(null),
}));
vi.mock('./transport', () => ({
  openLiveSocket: (): LiveSocketLike => {
    const sent: unknown[] = [];
    const socket: LiveSocketLike = {
      send: (text) => sent.push(JSON.parse(text)),
      close: () => undefined,
      onopen: null,
      onmessage: null,
      onclose: null,
    };
    server.sockets.push({ socket, sent });
    return socket;
  },
}));
vi.mock('./http', () => ({ refreshOnce: () => server.refresh() }));

const topic = userTopic(demoUsers.admin.id);
const latest = () => {
  const last = server.sockets.at(-1);
  if (!last) throw new Error('no socket was opened');
  return last;
};
const reply = (socket: LiveSocketLike, message: object) =>
  socket.onmessage?.(JSON.stringify(message));
const ready = (socket: LiveSocketLike) =>
  reply(socket, { type: 'ready', userId: demoUsers.admin.id });
/** What the server would do on a refresh: the session gets the new pair. */
const refreshedTo = (accessToken: string) =>
  session.signIn({
    userData: demoUsers.admin,
    accessToken,
    refreshToken: `${accessToken}-refresh`,
  });

/** Signed in with `a1`, a socket open, signed in and listening to the user's own topic. */
function listening() {
  signInAs('admin', { accessToken: 'a1', refreshToken: 'r1' });
  const heard: LiveEvent[] = [];
  const view = renderHook(() => useLiveEvents(topic, (event) => heard.push(event)));
  const { socket, sent } = latest();
  socket.onopen?.();
  expect(sent).toEqual([{ type: 'auth', token: 'a1' }]);
  ready(socket);
  expect(sent.at(-1)).toEqual({ type: 'subscribe', topic });
  return { heard, view, socket, sent };
}

describe('the live channel across token refreshes', () => {
  beforeEach(() => {
    server.sockets.length = 0;
    server.refresh = () => Promise.resolve(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('hands the open socket a refreshed token, and goes on hearing events without reloading', () => {
    const { heard, view, socket, sent } = listening();
    const reload = vi.spyOn(queryClient, 'invalidateQueries');

    refreshedTo('a2');
    expect(sent.at(-1)).toEqual({ type: 'auth', token: 'a2' });
    ready(socket);
    // The same socket: nothing to subscribe again, nothing missed to reload.
    expect(server.sockets).toHaveLength(1);
    expect(sent.filter((m) => (m as { type: string }).type === 'subscribe')).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();

    reply(socket, { type: 'event', topic, event: { type: 'chat.message', contactId: 2 } });
    expect(heard).toEqual([{ type: 'chat.message', contactId: 2 }]);
    view.unmount();
  });

  it('refreshes once the server closes on an expired token, comes back with the new one, and reloads what it missed', async () => {
    const { view, socket } = listening();
    const reload = vi.spyOn(queryClient, 'invalidateQueries');
    let refreshes = 0;
    server.refresh = () => {
      refreshes += 1;
      refreshedTo('a2');
      return Promise.resolve('a2');
    };

    socket.onclose?.(liveCloseCodes.unauthorized);
    await waitFor(() => expect(server.sockets).toHaveLength(2));
    expect(refreshes).toBe(1);
    const next = latest();
    next.socket.onopen?.();
    expect(next.sent).toEqual([{ type: 'auth', token: 'a2' }]);
    ready(next.socket);
    expect(next.sent.at(-1)).toEqual({ type: 'subscribe', topic });
    expect(reload).toHaveBeenCalled();
    view.unmount();
  });

  it('comes back at once, without another refresh, when the token was refreshed meanwhile', async () => {
    signInAs('admin', { accessToken: 'a1', refreshToken: 'r1' });
    const view = renderHook(() => useLiveEvents(topic, () => undefined));
    const { socket } = latest();
    socket.onopen?.();
    let refreshes = 0;
    server.refresh = () => {
      refreshes += 1;
      return Promise.resolve(null);
    };
    // The HTTP client refreshed before the server answered the first token.
    refreshedTo('a2');
    socket.onclose?.(liveCloseCodes.unauthorized);
    await waitFor(() => expect(server.sockets).toHaveLength(2));
    latest().socket.onopen?.();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'a2' }]);
    expect(refreshes).toBe(0);
    view.unmount();
  });

  it('stays closed when its sign-in ended and the refresh fails', async () => {
    const { view, socket } = listening();
    let refreshes = 0;
    server.refresh = () => {
      refreshes += 1;
      session.signOut();
      return Promise.resolve(null);
    };
    socket.onclose?.(liveCloseCodes.unauthorized);
    await waitFor(() => expect(refreshes).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.sockets).toHaveLength(1);
    view.unmount();
  });
});
