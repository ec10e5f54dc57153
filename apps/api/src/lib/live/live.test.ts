import {
  type LiveServerMessage,
  liveCloseCodes,
  listChangedType,
  listTopic,
  presenceTopic,
  userTopic,
} from '@beacon/contract/live';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, createLive } from '../../app';
import { backends, testConfig, useTestApp } from '../../test/harness';
import { FakeSocket } from './fake-socket';
import type { LiveHub } from './hub';

interface ChatMessageEvent {
  type: 'chat.message';
  contactId: number;
  chatId: number;
  message: { message: string; time: string; senderId: number };
}

const isEvent =
  (topic: string, type: string) =>
  (message: LiveServerMessage): boolean =>
    message.type === 'event' && message.topic === topic && message.event.type === type;

describe.each(backends)('the live channel on %s', (backend) => {
  const t = useTestApp(backend);
  let live: LiveHub;
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    live = createLive(t.db, testConfig);
    app = createApp({ db: t.db, config: testConfig, live });
  });
  // The sockets are left open: closing them would write presence into a database closing too.
  afterAll(() => live.close());

  const connect = () => FakeSocket.on(live);

  /** A socket signed in with `token`, subscribed to `topics`, each acknowledged. */
  const signedIn = async (token: string, topics: string[] = []) => {
    const socket = connect();
    socket.say({ type: 'auth', token });
    await socket.waitFor((m) => m.type === 'ready');
    for (const topic of topics) {
      socket.say({ type: 'subscribe', topic });
      await socket.waitFor((m) => m.type === 'subscribed' && m.topic === topic);
    }
    return socket;
  };

  const user = async (name: string) => {
    const { token, userData } = await t.signUp(name);
    return { id: userData.id, token };
  };

  /** Through the app wired to this hub, as a browser would call it. */
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await app.fetch(
      new Request(`http://test${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const sendMessage = (from: { token: string }, to: { id: number }, message: string) =>
    call('POST', '/apps/chat/send-msg', from.token, { message, contact: { id: to.id } });

  it('answers a ping and refuses a subscription before sign-in with 4401', async () => {
    const socket = connect();
    socket.say({ type: 'ping' });
    await socket.waitFor((m) => m.type === 'pong');
    socket.say({ type: 'subscribe', topic: presenceTopic });
    expect(await socket.waitForClose()).toMatchObject({ code: liveCloseCodes.unauthorized });
    expect(socket.received.some((m) => m.type === 'subscribed')).toBe(false);
  });

  it('closes with 4401 on a malformed, foreign or expired token, and says "ready" to a good one', async () => {
    const someone = await user('livetokens');
    const foreignKey = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-xx');
    const foreign = await new SignJWT({ id: someone.id, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(foreignKey);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ id: someone.id, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(testConfig.jwtSecret));
    for (const token of ['not-a-jwt', foreign, expired]) {
      const socket = connect();
      socket.say({ type: 'auth', token });
      expect(await socket.waitForClose()).toMatchObject({ code: liveCloseCodes.unauthorized });
      expect(socket.received.some((m) => m.type === 'ready')).toBe(false);
    }
    const good = connect();
    good.say({ type: 'auth', token: someone.token });
    expect(await good.waitFor((m) => m.type === 'ready')).toEqual({
      type: 'ready',
      userId: someone.id,
    });
    expect(good.closedWith).toBeNull();
  });

  it('answers a message that is not JSON or not in the protocol with an error, and stays open', async () => {
    const someone = await user('livebadmsg');
    const socket = await signedIn(someone.token);
    socket.connection?.receive('{oops');
    socket.connection?.receive(JSON.stringify({ type: 'shout', topic: 'x' }));
    await vi.waitFor(() =>
      expect(socket.received.filter((m) => m.type === 'error')).toHaveLength(2),
    );
    socket.say({ type: 'command', name: 'no.such.command', data: {} });
    await socket.waitFor((m) => m.type === 'error' && m.message.includes('no.such.command'));
    expect(socket.closedWith).toBeNull();
  });

  it('refuses another user’s topic, and that socket then hears nothing of theirs', async () => {
    const ann = await user('livespyann');
    const bob = await user('livespybob');
    const spy = await signedIn(ann.token);
    spy.say({ type: 'subscribe', topic: userTopic(bob.id) });
    expect(await spy.waitFor((m) => m.type === 'error')).toEqual({
      type: 'error',
      message: 'Forbidden topic',
      topic: userTopic(bob.id),
    });
    spy.say({ type: 'subscribe', topic: 'nosuchfamily:1' });
    await vi.waitFor(() => expect(spy.received.filter((m) => m.type === 'error')).toHaveLength(2));
    expect(spy.received.some((m) => m.type === 'subscribed')).toBe(false);

    const bobSocket = await signedIn(bob.token, [userTopic(bob.id)]);
    const admin = { token: await t.tokenOf('admin') };
    expect((await sendMessage(admin, bob, 'for Bob only')).status).toBe(201);
    await bobSocket.waitFor(isEvent(userTopic(bob.id), 'chat.message'));
    expect(spy.events()).toEqual([]);
  });

  it('delivers a sent message to the recipient and the sender’s other session, and to nobody else', async () => {
    const ann = await user('livesendann');
    const bob = await user('livesendbob');
    const carol = await user('livesendcarol');
    const bobSocket = await signedIn(bob.token, [userTopic(bob.id)]);
    const annOther = await signedIn(ann.token, [userTopic(ann.id)]);
    const carolSocket = await signedIn(carol.token, [userTopic(carol.id), presenceTopic]);

    const sent = await sendMessage(ann, bob, 'Hello Bob, live');
    expect(sent.status).toBe(201);

    const toBob = await bobSocket.waitFor(isEvent(userTopic(bob.id), 'chat.message'));
    expect(toBob.type === 'event' && toBob.event).toMatchObject({
      type: 'chat.message',
      contactId: ann.id,
      chatId: expect.any(Number) as number,
      message: { message: 'Hello Bob, live', senderId: ann.id, time: expect.any(String) as string },
    });
    const toAnn = await annOther.waitFor(isEvent(userTopic(ann.id), 'chat.message'));
    expect(toAnn.type === 'event' && toAnn.event).toMatchObject({
      type: 'chat.message',
      contactId: bob.id,
      message: { message: 'Hello Bob, live', senderId: ann.id },
    });
    const bobEvent = (toBob.type === 'event' ? toBob.event : null) as ChatMessageEvent | null;
    const annEvent = (toAnn.type === 'event' ? toAnn.event : null) as ChatMessageEvent | null;
    expect(annEvent?.chatId).toBe(bobEvent?.chatId);

    // Each session heard it exactly once, and the third user not at all.
    expect(bobSocket.events()).toHaveLength(1);
    expect(annOther.events()).toHaveLength(1);
    expect(carolSocket.events('chat.message')).toEqual([]);
  });

  it('tells the reader’s sessions that a chat was read, and only them', async () => {
    const ann = await user('livereadann');
    const bob = await user('livereadbob');
    expect((await sendMessage(ann, bob, 'Read me')).status).toBe(201);
    const bobSocket = await signedIn(bob.token, [userTopic(bob.id)]);
    const annSocket = await signedIn(ann.token, [userTopic(ann.id)]);
    expect((await call('GET', `/apps/chat/get-chat?id=${ann.id}`, bob.token)).status).toBe(200);
    const read = await bobSocket.waitFor(isEvent(userTopic(bob.id), 'chat.read'));
    expect(read.type === 'event' && read.event).toEqual({ type: 'chat.read', contactId: ann.id });
    expect(annSocket.events()).toEqual([]);
  });

  it('passes the typing indicator to the contact only', async () => {
    const ann = await user('livetypeann');
    const bob = await user('livetypebob');
    const carol = await user('livetypecarol');
    const annSocket = await signedIn(ann.token, [userTopic(ann.id)]);
    const bobSocket = await signedIn(bob.token, [userTopic(bob.id)]);
    const carolSocket = await signedIn(carol.token, [userTopic(carol.id)]);

    annSocket.say({ type: 'command', name: 'chat.typing', data: { contactId: bob.id } });
    const typing = await bobSocket.waitFor(isEvent(userTopic(bob.id), 'chat.typing'));
    expect(typing.type === 'event' && typing.event).toEqual({
      type: 'chat.typing',
      contactId: ann.id,
    });
    expect(annSocket.events()).toEqual([]);
    expect(carolSocket.events()).toEqual([]);

    // Bad data is answered with an error to the sender alone.
    annSocket.say({ type: 'command', name: 'chat.typing', data: { contactId: 'bob' } });
    await annSocket.waitFor((m) => m.type === 'error');
    expect(bobSocket.events()).toHaveLength(1);
  });

  it('publishes a user online when their first session signs in, and offline when the last closes', async () => {
    const watcher = await user('livewatcher');
    const bob = await user('livepresencebob');
    const watching = await signedIn(watcher.token, [presenceTopic]);
    const bobPresence = () =>
      watching
        .events('chat.presence')
        .map((m) => m.event)
        .filter((event) => event.userId === bob.id);

    const first = await signedIn(bob.token);
    await vi.waitFor(() =>
      expect(bobPresence()).toEqual([{ type: 'chat.presence', userId: bob.id, status: 'online' }]),
    );
    // A second session changes nothing, and closing one of two neither.
    const second = await signedIn(bob.token);
    first.close(1000, 'tab closed');
    second.say({ type: 'ping' });
    await second.waitFor((m) => m.type === 'pong');
    watching.say({ type: 'ping' });
    await watching.waitFor((m) => m.type === 'pong');
    expect(bobPresence()).toHaveLength(1);

    second.close(1000, 'tab closed');
    await vi.waitFor(() =>
      expect(bobPresence()).toEqual([
        { type: 'chat.presence', userId: bob.id, status: 'online' },
        { type: 'chat.presence', userId: bob.id, status: 'offline' },
      ]),
    );
    // Others' lists show the same.
    const list = await call('GET', '/apps/chat/chats-and-contacts', watcher.token);
    const contacts = (list.body as { contacts: { id: number; status: string }[] }).contacts;
    expect(contacts.find((c) => c.id === bob.id)?.status).toBe('offline');
  });

  it('shows the status the user chose when they connect', async () => {
    const watcher = await user('livewatcher2');
    const dora = await user('livepresencedora');
    expect(
      (await call('POST', '/apps/chat/users/profile-user', dora.token, { status: 'busy' })).status,
    ).toBe(200);
    const watching = await signedIn(watcher.token, [presenceTopic]);
    await signedIn(dora.token);
    await vi.waitFor(() =>
      expect(
        watching
          .events('chat.presence')
          .map((m) => m.event)
          .filter((event) => event.userId === dora.id),
      ).toEqual([{ type: 'chat.presence', userId: dora.id, status: 'busy' }]),
    );
  });

  it('lets a client-role account have its own topic but not presence', async () => {
    const clientToken = await t.tokenOf('client');
    const socket = connect();
    socket.say({ type: 'auth', token: clientToken });
    const ready = await socket.waitFor((m) => m.type === 'ready');
    const clientId = ready.type === 'ready' ? ready.userId : -1;
    socket.say({ type: 'subscribe', topic: userTopic(clientId) });
    await socket.waitFor((m) => m.type === 'subscribed' && m.topic === userTopic(clientId));
    socket.say({ type: 'subscribe', topic: presenceTopic });
    expect(await socket.waitFor((m) => m.type === 'error')).toEqual({
      type: 'error',
      message: 'Forbidden topic',
      topic: presenceTopic,
    });

    // It hears no presence change, however many follow.
    const someone = await user('liveclientsees');
    const watcher = await user('liveclientwatcher');
    const watching = await signedIn(watcher.token, [presenceTopic]);
    await signedIn(someone.token);
    await watching.waitFor(
      (m) => m.type === 'event' && m.topic === presenceTopic && m.event.userId === someone.id,
    );
    expect(socket.events()).toEqual([]);
  });

  it('announces a list’s change after the write commits, to those who may read it, and a user’s own rows to that user alone', async () => {
    const admin = await t.tokenOf('admin');
    const clientToken = await t.tokenOf('client');
    const watcher = await signedIn(admin, [listTopic('users')]);
    const ann = await user('livelistann');
    const annTasks = await signedIn(ann.token, [listTopic('tasks', ann.id)]);

    const added = await call('POST', '/apps/users/add-user', admin, {
      fullName: 'Live List',
      username: 'live.list',
      email: 'live.list@example.com',
      role: 'editor',
      currentPlan: 'team',
    });
    expect(added.status).toBe(201);
    await watcher.waitFor(isEvent(listTopic('users'), listChangedType));

    // A refused write changes nothing, so it announces nothing.
    await call('POST', '/apps/users/add-user', admin, { fullName: '' });
    expect(
      (await call('POST', '/apps/todo/add-tasks', ann.token, { task: { title: 'Mine' } })).status,
    ).toBe(201);
    await annTasks.waitFor(isEvent(listTopic('tasks', ann.id), listChangedType));
    expect(watcher.events(listChangedType)).toHaveLength(1);

    const spy = await signedIn(admin);
    for (const topic of [listTopic('tasks', ann.id), listTopic('tasks'), 'list:refresh_tokens']) {
      spy.say({ type: 'subscribe', topic });
      expect(await spy.waitFor((m) => m.type === 'error' && m.topic === topic)).toMatchObject({
        message: 'Forbidden topic',
      });
    }
    const client = await signedIn(clientToken);
    client.say({ type: 'subscribe', topic: listTopic('users') });
    await client.waitFor((m) => m.type === 'error' && m.topic === listTopic('users'));
  });
});
