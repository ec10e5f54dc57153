import type {
  ChatProfile,
  ChatsAndContactsReply,
  GetChatReply,
  SendMessageReply,
} from '@beacon/contract/chat';
import { chatsAndContactsReplySchema, getChatReplySchema } from '@beacon/contract/chat';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

type ErrorBody = { error: Record<string, string[]> | string };

describe.each(backends)('chat on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.as('/apps/chat', t.tokenOf('admin'));
  const user = async (name: string) => {
    const { token, userData } = await t.signUp(name);
    return { id: userData.id, api: await t.as('/apps/chat', token) };
  };
  const felecia = async () => {
    const list = (await (await admin()).get<ChatsAndContactsReply>('/chats-and-contacts')).body;
    const found = list.contacts.find((contact) => contact.fullName === 'Felecia Rower');
    if (!found) throw new Error('no sample contact');
    return found;
  };

  it('serves the demo admin the sample chats, contacts and profile', async () => {
    const api = await admin();
    const profile = await api.get<ChatProfile>('/users/profile-user');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      fullName: 'John Doe',
      role: 'admin',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    });
    const { body, status } = await api.get<ChatsAndContactsReply>('/chats-and-contacts');
    expect(status).toBe(200);
    expect(() => chatsAndContactsReplySchema.parse(body)).not.toThrow();
    expect(body.chatsContacts.map((c) => [c.fullName, c.chat.unseenMsgs])).toEqual([
      ['Adalberto Granzin', 1],
      ['Felecia Rower', 0],
    ]);
    expect(body.chatsContacts[1]?.chat.lastMessage).toMatchObject({
      message: 'If it takes long you can mail me at my mail address.',
      senderId: profile.body.id,
    });
    const samples = body.contacts.filter((c) => c.avatar.startsWith('/assets/images/avatars/'));
    expect(samples.slice(0, 3).map((c) => [c.fullName, c.role, c.status])).toEqual([
      ['Felecia Rower', 'Frontend Developer', 'offline'],
      ['Adalberto Granzin', 'UI/UX Designer', 'busy'],
      ['Joaquina Weisenborn', 'Town planner', 'busy'],
    ]);
    expect(body.contacts.some((c) => c.id === profile.body.id)).toBe(false);
    expect(body.contacts.some((c) => c.fullName === 'Jane Doe')).toBe(false);
    expect(body.profileUser).toEqual({
      id: profile.body.id,
      avatar: profile.body.avatar,
      fullName: 'John Doe',
      status: 'online',
    });
    const filtered = await api.get<ChatsAndContactsReply>('/chats-and-contacts?q=GRANZ');
    expect(filtered.body.contacts.map((c) => c.fullName)).toEqual(['Adalberto Granzin']);
    expect(filtered.body.chatsContacts).toHaveLength(1);
  });

  it('opens a chat oldest message first and resets only the reader’s unseen count', async () => {
    const ann = await user('chatann');
    const bob = await user('chatbob');
    const first = await ann.api.post<SendMessageReply>('/send-msg', {
      message: 'Hello Bob',
      contact: { id: bob.id, fullName: 'ignored' },
    });
    expect(first.status).toBe(201);
    expect(first.body.response).toMatchObject({
      id: bob.id,
      newMessageData: { message: 'Hello Bob', senderId: ann.id },
      chat: { userId: bob.id, unseenMsgs: 0 },
    });
    // The other body shape (kept for API compatibility), and no `chat` once it exists.
    const second = await ann.api.post<SendMessageReply>('/send-msg', {
      obj: { contact: { id: bob.id }, message: 'Are you there?' },
    });
    expect(second.status).toBe(201);
    expect(second.body.response.chat).toBeUndefined();

    const bobList = (await bob.api.get<ChatsAndContactsReply>('/chats-and-contacts')).body;
    expect(bobList.chatsContacts[0]).toMatchObject({
      id: ann.id,
      chat: { unseenMsgs: 2, lastMessage: { message: 'Are you there?', senderId: ann.id } },
    });
    const opened = await bob.api.get<GetChatReply>(`/get-chat?id=${ann.id}`);
    expect(opened.status).toBe(200);
    expect(() => getChatReplySchema.parse(opened.body)).not.toThrow();
    expect(opened.body.chat?.chat.map((m) => m.message)).toEqual(['Hello Bob', 'Are you there?']);
    expect(opened.body.chat).toMatchObject({ userId: ann.id, unseenMsgs: 0 });
    const after = (await bob.api.get<ChatsAndContactsReply>('/chats-and-contacts')).body;
    expect(after.chatsContacts[0]?.chat.unseenMsgs).toBe(0);

    await bob.api.post('/send-msg', { message: 'Yes!', contact: { id: ann.id } });
    const annList = (await ann.api.get<ChatsAndContactsReply>('/chats-and-contacts')).body;
    expect(annList.chatsContacts[0]?.chat).toMatchObject({ unseenMsgs: 1 });
  });

  it('gives { contact } alone when there is no chat yet, and 404 for an unknown contact', async () => {
    const api = await admin();
    const joaquina = (
      await api.get<ChatsAndContactsReply>('/chats-and-contacts')
    ).body.contacts.find((c) => c.fullName === 'Joaquina Weisenborn');
    const reply = await api.get<GetChatReply>(`/get-chat?id=${joaquina?.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.chat).toBeUndefined();
    expect(reply.body.contact).toMatchObject({ fullName: 'Joaquina Weisenborn', status: 'busy' });
    expect((await api.get('/get-chat?id=999999')).status).toBe(404);
    expect((await api.get('/get-chat?id=abc')).status).toBe(400);
    expect((await api.post('/send-msg', { message: 'hi', contact: { id: 999999 } })).status).toBe(
      404,
    );
  });

  it('refuses empty, blank and over-long messages with a field message, saving nothing', async () => {
    const api = await admin();
    const contact = await felecia();
    for (const message of ['', '   \n ', 'x'.repeat(5001)]) {
      const reply = await api.post<ErrorBody>('/send-msg', {
        message,
        contact: { id: contact.id },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toHaveProperty('message');
    }
    expect((await api.post<ErrorBody>('/send-msg', { message: 'hi' })).status).toBe(400);
    const chat = (await api.get<GetChatReply>(`/get-chat?id=${contact.id}`)).body.chat;
    expect(chat?.chat).toHaveLength(6);
    const longest = await api.post('/send-msg', {
      message: 'y'.repeat(5000),
      contact: { id: contact.id },
    });
    expect(longest.status).toBe(201);
  });

  it('saves about, status and settings, and nothing else', async () => {
    const ann = await user('chatprofile');
    const saved = await ann.api.post<ChatProfile>('/users/profile-user', {
      about: '  On call this week ',
      status: 'busy',
      settings: { isNotificationsOn: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      about: 'On call this week',
      status: 'busy',
      settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: false },
    });
    expect((await ann.api.get<ChatProfile>('/users/profile-user')).body.status).toBe('busy');
    for (const body of [
      { status: 'sleeping' },
      { fullName: 'Hacker' },
      {},
      { about: 'a'.repeat(501) },
    ]) {
      expect((await ann.api.post('/users/profile-user', body)).status).toBe(400);
    }
    // Not connected: others still see the account offline.
    const list = (await (await admin()).get<ChatsAndContactsReply>('/chats-and-contacts')).body;
    expect(list.contacts.find((c) => c.id === ann.id)?.status).toBe('offline');
  });

  it('is admin only', async () => {
    const client = await t.as('/apps/chat', t.tokenOf('client'));
    expect((await client.get('/chats-and-contacts')).status).toBe(403);
    expect((await t.call('GET', '/apps/chat/chats-and-contacts')).status).toBe(401);
  });
});
