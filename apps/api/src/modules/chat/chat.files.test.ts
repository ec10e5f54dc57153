import type { GetChatReply, SendMessageReply, ChatsAndContactsReply } from '@beacon/contract/chat';
import type { FileReply } from '@beacon/contract/files';
import { type LiveServerMessage, userTopic } from '@beacon/contract/live';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createLive } from '../../app';
import { FakeSocket } from '../../lib/live/fake-socket';
import type { LiveHub } from '../../lib/live/hub';
import { backends, testConfig, useTestApp } from '../../test/harness';

type ErrorBody = { error: Record<string, string[]> };

describe.each(backends)('chat files on %s', (backend) => {
  const t = useTestApp(backend);
  let live: LiveHub;
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    live = createLive(t.db, testConfig);
    app = createApp({ db: t.db, config: testConfig, live });
  });
  // The sockets are left open: closing them would write presence into a database closing too.
  afterAll(() => live.close());

  const request = (token: string, method: string, path: string, body?: BodyInit, type?: string) =>
    app.fetch(
      new Request(`http://test${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) },
        body,
      }),
    );

  const user = async (name: string) => {
    const { token, userData } = await t.signUp(name);
    return { id: userData.id, token };
  };

  const upload = async (who: { token: string }, bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const response = await request(
      who.token,
      'POST',
      `/api/files?kind=chat&name=${encodeURIComponent(name)}`,
      bytes,
      'application/octet-stream',
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as FileReply).file;
  };

  const send = async <T>(from: { token: string }, body: object) => {
    const response = await request(
      from.token,
      'POST',
      '/apps/chat/send-msg',
      JSON.stringify(body),
      'application/json',
    );
    return { status: response.status, body: (await response.json()) as T };
  };

  const getJson = async <T>(who: { token: string }, path: string) =>
    (await (await request(who.token, 'GET', path)).json()) as T;

  const picture = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer));

  it('lets both members, and nobody else, read a picture sent without text', async () => {
    const ann = await user('chatfileann');
    const bob = await user('chatfilebob');
    const carol = await user('chatfilecarol');
    const stored = await upload(ann, await picture(), 'beach.png');

    const sent = await send<SendMessageReply>(ann, {
      message: '',
      contact: { id: bob.id },
      fileId: stored.id,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.response.newMessageData).toMatchObject({
      message: '',
      senderId: ann.id,
      file: { id: stored.id, name: 'beach.png', type: 'image/png', isImage: true },
    });
    const file = sent.body.response.newMessageData.file;
    if (!file?.thumbnailUrl) throw new Error('no thumbnail');

    for (const who of [ann, bob]) {
      const whole = await request(who.token, 'GET', file.url);
      expect(whole.status).toBe(200);
      expect(new Uint8Array(await whole.arrayBuffer()).length).toBe(file.size);
      expect((await request(who.token, 'GET', file.thumbnailUrl)).status).toBe(200);
    }
    expect((await request(carol.token, 'GET', file.url)).status).toBe(404);
    expect((await request(carol.token, 'GET', file.thumbnailUrl)).status).toBe(404);

    const opened = await getJson<GetChatReply>(bob, `/apps/chat/get-chat?id=${ann.id}`);
    expect(opened.chat?.chat.at(-1)?.file).toEqual(file);
    const list = await getJson<ChatsAndContactsReply>(bob, '/apps/chat/chats-and-contacts');
    expect(list.chatsContacts[0]?.chat.lastMessage.file?.name).toBe('beach.png');
  });

  it('brings the contact’s live session the message with its file', async () => {
    const ann = await user('chatliveann');
    const bob = await user('chatlivebob');
    const socket = FakeSocket.on(live);
    socket.say({ type: 'auth', token: bob.token });
    await socket.waitFor((m) => m.type === 'ready');
    socket.say({ type: 'subscribe', topic: userTopic(bob.id) });
    await socket.waitFor((m) => m.type === 'subscribed');

    const stored = await upload(
      ann,
      new TextEncoder().encode('minutes of the meeting'),
      'notes.txt',
    );
    const sent = await send(ann, {
      message: 'The notes',
      contact: { id: bob.id },
      fileId: stored.id,
    });
    expect(sent.status).toBe(201);
    const heard = await socket.waitFor(
      (m: LiveServerMessage) => m.type === 'event' && m.event.type === 'chat.message',
    );
    expect(heard.type === 'event' && heard.event).toMatchObject({
      contactId: ann.id,
      message: {
        message: 'The notes',
        file: { id: stored.id, name: 'notes.txt', isImage: false, thumbnailUrl: null },
      },
    });
  });

  it('refuses a file that is not the sender’s, and an empty message without a file', async () => {
    const ann = await user('chatbadann');
    const bob = await user('chatbadbob');
    const carol = await user('chatbadcarol');
    const carols = await upload(carol, await picture(), 'private.png');
    for (const fileId of [carols.id, 'A'.repeat(22), 'not-an-id']) {
      const reply = await send<ErrorBody>(ann, {
        message: 'look',
        contact: { id: bob.id },
        fileId,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error.fileId?.length).toBeGreaterThan(0);
    }
    for (const message of ['', '  ']) {
      const reply = await send<ErrorBody>(ann, { message, contact: { id: bob.id } });
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toEqual(['Type a message first']);
    }
    // Nothing was sent, and Carol's picture stays hers.
    expect(
      (await getJson<GetChatReply>(bob, `/apps/chat/get-chat?id=${ann.id}`)).chat,
    ).toBeUndefined();
    expect((await request(bob.token, 'GET', carols.url)).status).toBe(404);
  });
});
