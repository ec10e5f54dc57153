import type { LoginReply, RefreshReply, RegisterReply } from '@beacon/contract/auth';
import { liveCloseCodes, userTopic } from '@beacon/contract/live';
import { sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, createLive } from '../../app';
import type { AppConfig } from '../context';
import { backends, testConfig, useTestApp } from '../../test/harness';
import { FakeSocket } from './fake-socket';
import { type LiveHub, liveCloseReasons } from './hub';

/** A socket is closed the way the web client reads as "sign in again, or be signed out". */
const sessionEnded = { code: liveCloseCodes.unauthorized, reason: liveCloseReasons.sessionEnded };
const tokenExpired = { code: liveCloseCodes.unauthorized, reason: liveCloseReasons.tokenExpired };
const password = 'password-1234';

const chatMessages = (socket: FakeSocket) =>
  socket.events('chat.message').map((m) => (m.type === 'event' ? m.event.message : null));

/** The hub and an app wired to it, over one test database, as node.ts wires them. */
function useLiveApp(backend: (typeof backends)[number], config: AppConfig) {
  const t = useTestApp(backend, config);
  let live: LiveHub | undefined;
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    live = createLive(t.db, config);
    app = createApp({ db: t.db, config, live });
  });
  afterAll(() => live?.close());
  const hub = () => {
    if (!live) throw new Error('the hub is not started yet');
    return live;
  };

  const call = async <T>(method: string, path: string, body?: unknown, token?: string) => {
    const response = await app.fetch(
      new Request(`http://test${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };

  /** A new account, signed in once (its first sign-in); `signIn` adds others. */
  const register = async (username: string) => {
    const reply = await call<RegisterReply>('POST', '/jwt/register', {
      username,
      email: `${username}@example.com`,
      password,
    });
    expect(reply.status).toBe(200);
    const { user, accessToken, refreshToken } = reply.body;
    return { id: user.id, email: user.email, accessToken, refreshToken };
  };

  const signIn = async (account: { email: string }) => {
    const reply = await call<LoginReply>('POST', '/jwt/login', { email: account.email, password });
    expect(reply.status).toBe(200);
    return reply.body;
  };

  /** A socket signed in with `token` and listening to its account's own topic. */
  const listening = async (token: string) => {
    const socket = FakeSocket.on(hub());
    socket.say({ type: 'auth', token });
    const ready = await socket.waitFor((m) => m.type === 'ready');
    const topic = userTopic(ready.type === 'ready' ? ready.userId : -1);
    socket.say({ type: 'subscribe', topic });
    await socket.waitFor((m) => m.type === 'subscribed' && m.topic === topic);
    return socket;
  };

  const sendMessage = async (fromToken: string, to: { id: number }, message: string) => {
    const sent = await call(
      'POST',
      '/apps/chat/send-msg',
      { message, contact: { id: to.id } },
      fromToken,
    );
    expect(sent.status).toBe(201);
  };

  return {
    t,
    call,
    register,
    signIn,
    listening,
    sendMessage,
    get live() {
      return hub();
    },
  };
}

describe.each(backends)('a live socket ends with its sign-in, on %s', (backend) => {
  const s = useLiveApp(backend, testConfig);

  /**
   * `socket` closed as a sign-in that ended, and hears none of what follows: `witness`, a socket of
   * the same account that stays open, hears the next message, so it has been delivered by then.
   */
  const hearsNothingMore = async (
    socket: FakeSocket,
    witness: FakeSocket,
    to: { id: number },
    from: { accessToken: string },
  ) => {
    const before = socket.received.length;
    await s.sendMessage(from.accessToken, to, 'After the end');
    await vi.waitFor(() =>
      expect(chatMessages(witness)).toContainEqual(
        expect.objectContaining({ message: 'After the end' }),
      ),
    );
    expect(socket.received).toHaveLength(before);
  };

  it('closes at once on sign-out, and that sign-in’s token cannot open another', async () => {
    const ann = await s.register('endlogoutann');
    const other = await s.signIn(ann);
    const bob = await s.register('endlogoutbob');
    const socket = await s.listening(ann.accessToken);
    const witness = await s.listening(other.accessToken);
    await s.sendMessage(bob.accessToken, ann, 'Before the end');
    await socket.waitFor((m) => m.type === 'event' && m.event.type === 'chat.message');

    const logout = await s.call('POST', '/jwt/logout', { refreshToken: ann.refreshToken });
    expect(logout.status).toBe(204);
    // Closed when the sign-out answers, not later.
    expect(socket.closedWith).toEqual(sessionEnded);
    expect(witness.closedWith).toBeNull();
    await hearsNothingMore(socket, witness, ann, bob);

    // The access token still verifies until it expires, but its sign-in is over.
    const again = FakeSocket.on(s.live);
    again.say({ type: 'auth', token: ann.accessToken });
    expect(await again.waitForClose()).toEqual(sessionEnded);
    expect(again.received.some((m) => m.type === 'ready')).toBe(false);
  });

  it('closes the sign-in’s sockets when a used refresh token comes back', async () => {
    const ann = await s.register('endreuseann');
    const other = await s.signIn(ann);
    const bob = await s.register('endreusebob');
    const first = await s.listening(ann.accessToken);
    const rotated = await s.call<RefreshReply>('POST', '/jwt/refresh-token', {
      refreshToken: ann.refreshToken,
    });
    expect(rotated.status).toBe(200);
    const second = await s.listening(rotated.body.accessToken);
    const witness = await s.listening(other.accessToken);

    const reuse = await s.call('POST', '/jwt/refresh-token', { refreshToken: ann.refreshToken });
    expect(reuse.status).toBe(401);
    expect(first.closedWith).toEqual(sessionEnded);
    expect(second.closedWith).toEqual(sessionEnded);
    expect(witness.closedWith).toBeNull();
    await hearsNothingMore(second, witness, ann, bob);
  });

  it('closes every other sign-in’s socket on a password change, and keeps the one that made it', async () => {
    const ann = await s.register('endpasswordann');
    const elsewhere = await s.signIn(ann);
    const bob = await s.register('endpasswordbob');
    const here = await s.listening(ann.accessToken);
    const there = await s.listening(elsewhere.accessToken);

    const changed = await s.call<{ signedOutSessions: number }>(
      'POST',
      '/account-setting/password',
      {
        currentPassword: password,
        newPassword: 'a-brand-new-password',
        confirmPassword: 'a-brand-new-password',
        refreshToken: ann.refreshToken,
      },
      ann.accessToken,
    );
    expect(changed).toEqual({ status: 200, body: { signedOutSessions: 1 } });
    expect(there.closedWith).toEqual(sessionEnded);
    expect(here.closedWith).toBeNull();
    await hearsNothingMore(there, here, ann, bob);
  });

  it('closes every socket of a deleted account: at once when told, else at the next check', async () => {
    const ann = await s.register('enddeletedann');
    const bob = await s.register('enddeletedbob');
    const annSocket = await s.listening(ann.accessToken);
    const bobSocket = await s.listening(bob.accessToken);
    const bobWitness = await s.listening((await s.signIn(bob)).accessToken);

    // No route deletes an account yet; whatever does tells the hub, as the sign-out routes do.
    await s.t.db.execute(sql`delete from accounts where id = ${ann.id}`);
    await s.live.endSessions({ accountId: ann.id });
    expect(annSocket.closedWith).toEqual(sessionEnded);

    // Deleted without a word (by hand in SQL): its sign-ins went with it, which the check finds.
    await s.t.db.execute(sql`delete from accounts where id = ${bob.id}`);
    await s.live.checkSessions();
    expect(bobSocket.closedWith).toEqual(sessionEnded);
    expect(bobWitness.closedWith).toEqual(sessionEnded);
  });

  it('refuses a token that names no sign-in, and a second sign-in as another account', async () => {
    const ann = await s.register('endclaimsann');
    const bob = await s.register('endclaimsbob');
    // Signed before tokens named their sign-in: the client refreshes and comes back with a new one.
    const unnamed = await new SignJWT({ id: ann.id, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(testConfig.jwtSecret));
    const old = FakeSocket.on(s.live);
    old.say({ type: 'auth', token: unnamed });
    expect(await old.waitForClose()).toEqual({
      code: liveCloseCodes.unauthorized,
      reason: liveCloseReasons.badToken,
    });

    const socket = await s.listening(ann.accessToken);
    socket.say({ type: 'auth', token: bob.accessToken });
    expect(await socket.waitForClose()).toEqual({
      code: liveCloseCodes.unauthorized,
      reason: liveCloseReasons.otherAccount,
    });

    // The bus's own topic of ended sign-ins is no client's to hear.
    const spy = await s.listening(bob.accessToken);
    spy.say({ type: 'subscribe', topic: '_sessions' });
    expect(await spy.waitFor((m) => m.type === 'error')).toMatchObject({
      message: 'Forbidden topic',
    });
  });
});

describe.each(backends)('a live socket and its access token’s expiry, on %s', (backend) => {
  // Tokens whose `exp` is whole seconds: one of 3 s lives between 2 and 3 s.
  const s = useLiveApp(backend, { ...testConfig, accessTokenTtl: '3s' });
  const expiresAt = (token: string) => (decodeJwt(token).exp ?? 0) * 1000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('closes when the token expires, and hears nothing after', async () => {
    const ann = await s.register('expiryann');
    const socket = await s.listening(ann.accessToken);
    expect(await socket.waitForClose(5_000)).toEqual(tokenExpired);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt(ann.accessToken));
    const heard = socket.received.length;
    const bob = await s.register('expirybob');
    await s.sendMessage(bob.accessToken, ann, 'Too late');
    await sleep(50);
    expect(socket.received).toHaveLength(heard);
  });

  it('stays open past the expiry when the client signs in again with a refreshed token', async () => {
    const ann = await s.register('expiryrefreshann');
    const bob = await s.register('expiryrefreshbob');
    const socket = await s.listening(ann.accessToken);
    // A second later, so the new token expires a second after the first.
    await sleep(1_100);
    const refreshed = await s.call<RefreshReply>('POST', '/jwt/refresh-token', {
      refreshToken: ann.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    socket.say({ type: 'auth', token: refreshed.body.accessToken });
    await socket.waitFor(() => socket.received.filter((m) => m.type === 'ready').length === 2);

    await sleep(expiresAt(ann.accessToken) - Date.now() + 200);
    expect(socket.closedWith).toBeNull();
    // Bob's first token has expired meanwhile too.
    await s.sendMessage((await s.signIn(bob)).accessToken, ann, 'Still here');
    await socket.waitFor((m) => m.type === 'event' && m.event.type === 'chat.message');

    expect(await socket.waitForClose(5_000)).toEqual(tokenExpired);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt(refreshed.body.accessToken));
  });
});
