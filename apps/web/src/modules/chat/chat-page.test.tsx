import { act, screen, waitFor, within } from '@testing-library/react';
import type { LiveEvent } from '@beacon/contract/live';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';
import { feleciaChat, listReply, meId, profileReply, testFile, testMessage } from './test-chats';

// The live channel, played by the test: it hands events to every subscriber of a topic (the page
// and the shell's access changes both follow the user's own), as lib/live does, and keeps the
// commands the page sends.
const live = vi.hoisted(() => ({
  handlers: new Map<string, Set<(event: LiveEvent) => void>>(),
  commands: [] as [string, unknown][],
}));
vi.mock('../../lib/live', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useLiveEvents: (topic: string | null, onEvent: (event: LiveEvent) => void) => {
      const handler = useRef(onEvent);
      useEffect(() => {
        handler.current = onEvent;
      });
      useEffect(() => {
        if (!topic) return;
        const subscriber = (event: LiveEvent) => handler.current(event);
        const subscribers = live.handlers.get(topic) ?? new Set();
        live.handlers.set(topic, subscribers.add(subscriber));
        return () => void subscribers.delete(subscriber);
      }, [topic]);
    },
    sendLiveCommand: (name: string, data: unknown) => live.commands.push([name, data]),
  };
});
// Mantine's autosize textarea listens to `document.fonts`, which jsdom lacks (test/browser-stubs
// is shared; this file stubs it for itself).
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const emit = (topic: string, event: LiveEvent) =>
  act(() => live.handlers.get(topic)?.forEach((handler) => handler(event)));

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };
const chatsList = () => screen.findByRole('list', { name: 'Chats' }, slow);
const contactsList = () => screen.getByRole('list', { name: 'Contacts' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

const chatRoutes = {
  'GET /apps/chat/chats-and-contacts': listReply(),
  'GET /apps/chat/get-chat': feleciaChat(),
};

beforeEach(() => {
  live.handlers.clear();
  live.commands.length = 0;
});

describe('chat page', { timeout: 30_000 }, () => {
  it('lists the chats with their last message and unseen badge, then the contacts', async () => {
    signInAs('admin');
    mockApi(chatRoutes);
    await renderRoute('/apps/chat');

    const chats = await chatsList();
    expect(names(chats)).toEqual([
      'Adalberto Granzin (Do Not Disturb), 1 unread message',
      'Felecia Rower (Offline)',
    ]);
    const unseen = within(chats).getByRole('link', { name: /Adalberto/ });
    expect(unseen).toHaveAttribute('href', '/apps/chat?contact=3');
    expect(unseen).toHaveAccessibleDescription('How can I purchase it?');
    expect(within(unseen).getByText('1')).toBeVisible();
    expect(within(chats).getByRole('link', { name: /Felecia/ })).toHaveAccessibleDescription(
      'If it takes long you can mail me.',
    );
    // The contacts show no count: the badge belongs to the chat.
    expect(names(contactsList())).toEqual([
      'Felecia Rower (Offline)',
      'Adalberto Granzin (Do Not Disturb)',
      'Verla Morgano (Online)',
    ]);
    expect(within(contactsList()).getByRole('link', { name: /Verla/ })).toHaveAccessibleDescription(
      'About Verla Morgano.',
    );
    expect(screen.getByRole('heading', { name: 'Start Conversation' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Your profile (Online)' })).toBeVisible();
  });

  it('filters both lists by name as the user types, whatever the case', async () => {
    signInAs('admin');
    mockApi(chatRoutes);
    const { user } = await renderRoute('/apps/chat');
    await chatsList();
    const search = screen.getByRole('searchbox', { name: 'Search or start a new chat' });

    await user.type(search, 'FEL');
    expect(names(await chatsList())).toEqual(['Felecia Rower (Offline)']);
    expect(names(contactsList())).toEqual(['Felecia Rower (Offline)']);

    await user.clear(search);
    await user.type(search, 'verla');
    expect(screen.queryByRole('list', { name: 'Chats' })).toBeNull();
    expect(screen.getByText('No Chats Found')).toBeVisible();
    expect(names(contactsList())).toEqual(['Verla Morgano (Online)']);

    await user.type(search, 'x');
    expect(screen.getByText('No Contacts Found')).toBeVisible();
  });

  it('opens a chat from the list into the URL, grouped by sender, and reloads the badges', async () => {
    signInAs('admin');
    const server = mockApi(chatRoutes);
    const { user, router } = await renderRoute('/apps/chat');
    await user.click(within(await chatsList()).getByRole('link', { name: /Felecia/ }));

    await waitFor(() => expect(router.state.location.search).toEqual({ contact: 2 }));
    const log = await screen.findByRole('log', { name: 'Messages with Felecia Rower' }, slow);
    expect(server.callsTo('GET /apps/chat/get-chat')[0]?.query).toEqual({ id: '2' });
    expect(within(log).getByText('Felecia Rower wrote:')).toBeInTheDocument();
    // Two of the user's own messages in a row make one group, with one time under it.
    expect(within(log).getAllByText('You wrote:')).toHaveLength(1);
    expect(within(log).getAllByRole('time')).toHaveLength(2);
    expect(within(log).getByText('Hello. How can I help You?')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Felecia Rower' })).toBeVisible();
    expect(within(await chatsList()).getByRole('link', { name: /Felecia/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Opening the chat read it: the list's unseen counts reload.
    await waitFor(() =>
      expect(server.callsTo('GET /apps/chat/chats-and-contacts').length).toBeGreaterThan(1),
    );
  });

  it('reads no chat for a link only pointed at: reading one marks its messages seen', async () => {
    signInAs('admin');
    const server = mockApi(chatRoutes);
    const { router } = await renderRoute('/apps/chat');
    await chatsList();
    // What a hover does (the router preloads on intent).
    await act(() => router.preloadRoute({ to: '/apps/chat', search: { contact: 2 } }));
    expect(server.callsTo('GET /apps/chat/get-chat')).toEqual([]);
  });

  it('sends on Enter, not on Shift+Enter, and never a blank message', async () => {
    signInAs('admin');
    // The server's side of the chat: what is sent is in the next get-chat.
    const chat = feleciaChat();
    const server = mockApi({
      ...chatRoutes,
      'GET /apps/chat/get-chat': () => structuredClone(chat),
      'POST /apps/chat/send-msg': ({ body }) => {
        const newMessageData = testMessage(meId, (body as { message: string }).message, 9);
        chat.chat?.chat.push(newMessageData);
        return json({ response: { newMessageData, id: 2 } }, 201);
      },
    });
    const { user } = await renderRoute('/apps/chat?contact=2');
    const box = await screen.findByRole('textbox', { name: 'Type your message…' }, slow);
    const send = screen.getByRole('button', { name: 'Send' });
    const sent = () => server.callsTo('POST /apps/chat/send-msg');

    expect(send).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(send).toBeDisabled();
    expect(sent()).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(sent()).toHaveLength(0);
    expect(live.commands).toEqual([['chat.typing', { contactId: 2 }]]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toEqual({ message: 'First line\nsecond line', contact: { id: 2 } });
    await waitFor(() => expect(box).toHaveValue(''));
    // Plain text with its line break, in the log at once.
    const log = screen.getByRole('log', { name: 'Messages with Felecia Rower' });
    expect(
      within(log).getByText((_, element) => element?.textContent === 'First line\nsecond line'),
    ).toBeVisible();
  });

  it('keeps the text and shows a refusal beside it', async () => {
    signInAs('admin');
    mockApi({
      ...chatRoutes,
      'POST /apps/chat/send-msg': json({ error: { message: ['Type a message first'] } }, 400),
    });
    const { user } = await renderRoute('/apps/chat?contact=2');
    const box = await screen.findByRole('textbox', { name: 'Type your message…' }, slow);

    await user.type(box, 'Hello{Enter}');
    expect(await screen.findByText('Type a message first', {}, slow)).toBeVisible();
    expect(box).toHaveValue('Hello');
    expect(box).toHaveAccessibleDescription('Type a message first');
  });

  it('follows the live channel: typing, presence and new messages', async () => {
    signInAs('admin');
    const server = mockApi(chatRoutes);
    await renderRoute('/apps/chat?contact=2');
    await screen.findByRole('log', { name: 'Messages with Felecia Rower' }, slow);
    const header = () => screen.getByRole('heading', { name: 'Felecia Rower' }).parentElement;

    emit('presence', { type: 'chat.presence', userId: 2, status: 'away' });
    expect(
      await within(await chatsList()).findByRole('link', { name: 'Felecia Rower (Away)' }),
    ).toBeVisible();
    expect(within(header() as HTMLElement).getByText('Away')).toBeVisible();

    emit('user:1', { type: 'chat.typing', contactId: 2 });
    expect(within(header() as HTMLElement).getByText('Felecia Rower is typing…')).toBeVisible();
    // Another contact's typing is not shown in this chat.
    emit('user:1', { type: 'chat.typing', contactId: 3 });
    expect(within(header() as HTMLElement).getByText('Felecia Rower is typing…')).toBeVisible();

    const before = server.callsTo('GET /apps/chat/get-chat').length;
    emit('user:1', { type: 'chat.message', contactId: 2, chatId: 2 });
    await waitFor(() =>
      expect(server.callsTo('GET /apps/chat/get-chat').length).toBeGreaterThan(before),
    );
    // The message ends the typing.
    expect(within(header() as HTMLElement).queryByText('Felecia Rower is typing…')).toBeNull();
  });

  it('shows a picture to open full size, and sends a picked file with the typed text', async () => {
    signInAs('admin');
    // Each store file read becomes an object URL named after its bytes' size.
    URL.createObjectURL = (blob: Blob) => `blob:${blob.size}`;
    const picture = { ...testMessage(2, '', 5), file: testFile('p'.repeat(22), 'beach.png', true) };
    const notes = testFile('n'.repeat(22), 'notes.pdf', false);
    const chat = feleciaChat();
    chat.chat?.chat.push(picture);
    const list = listReply();
    const feleciaEntry = list.chatsContacts[1];
    if (feleciaEntry) feleciaEntry.chat.lastMessage = picture;
    const server = mockApi({
      ...chatRoutes,
      'GET /apps/chat/chats-and-contacts': list,
      'GET /apps/chat/get-chat': () => structuredClone(chat),
      'GET /api/files/:id/thumbnail': () => new Response('thumb'),
      'GET /api/files/:id': () => new Response('the whole picture'),
      'POST /api/files': json({ file: { ...notes, kind: 'chat' } }, 201),
      'POST /apps/chat/send-msg': ({ body }) => {
        const newMessageData = { ...testMessage(meId, 'The minutes', 9), file: notes };
        chat.chat?.chat.push(newMessageData);
        return json(
          { response: { newMessageData, id: (body as { contact: { id: number } }).contact.id } },
          201,
        );
      },
    });
    const { user } = await renderRoute('/apps/chat?contact=2');
    const log = await screen.findByRole('log', { name: 'Messages with Felecia Rower' }, slow);
    // The sidebar says what the last message was when it has no text.
    expect(
      within(await chatsList()).getByRole('link', { name: /Felecia/ }),
    ).toHaveAccessibleDescription('Picture');

    const open = within(log).getByRole('button', { name: 'Open the picture beach.png' });
    await waitFor(() => expect(open.querySelector('img')).toHaveAttribute('src', 'blob:5'));
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'beach.png' }, slow);
    expect(await within(dialog).findByRole('img', { name: 'beach.png' })).toHaveAttribute(
      'src',
      'blob:17',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const box = screen.getByRole('textbox', { name: 'Type your message…' });
    await user.type(box, 'The minutes');
    expect(screen.getByRole('button', { name: 'Attach a picture or file' })).toBeEnabled();
    const picker = box.closest('form')?.querySelector<HTMLInputElement>('input[name=chat-file]');
    if (!picker) throw new Error('no file picker');
    await user.upload(picker, new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(server.callsTo('POST /apps/chat/send-msg')).toHaveLength(1));
    expect(server.callsTo('POST /api/files')[0]?.query).toEqual({
      kind: 'chat',
      name: 'notes.pdf',
    });
    expect(server.callsTo('POST /apps/chat/send-msg')[0]?.body).toEqual({
      message: 'The minutes',
      contact: { id: 2 },
      fileId: notes.id,
    });
    expect(
      await within(log).findByRole('button', { name: 'Download notes.pdf' }, slow),
    ).toBeVisible();
    expect(within(log).getByText('2.4 MB')).toBeVisible();
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows the API’s refusal of a file and sends nothing', async () => {
    signInAs('admin');
    const tooLarge = 'This file is too large: a file may be at most 25 MB';
    const server = mockApi({
      ...chatRoutes,
      'POST /api/files': json({ error: { body: [tooLarge] } }, 413),
    });
    const { user } = await renderRoute('/apps/chat?contact=2');
    const box = await screen.findByRole('textbox', { name: 'Type your message…' }, slow);
    const picker = box.closest('form')?.querySelector<HTMLInputElement>('input[name=chat-file]');
    if (!picker) throw new Error('no file picker');
    await user.upload(picker, new File(['x'], 'huge.mov'));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(tooLarge);
    expect(server.callsTo('POST /apps/chat/send-msg')).toHaveLength(0);
  });

  it('edits the profile in its drawer: saved with a toast, a refusal beside its field', async () => {
    signInAs('admin');
    const server = mockApi({
      ...chatRoutes,
      'GET /apps/chat/users/profile-user': profileReply(),
      'POST /apps/chat/users/profile-user': ({ body }) => ({
        ...profileReply(),
        ...(body as object),
      }),
    });
    const { user } = await renderRoute('/apps/chat');
    await chatsList();
    await user.click(screen.getByRole('button', { name: 'Your profile (Online)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Profile' }, slow);
    const about = await within(dialog).findByRole('textbox', { name: 'About' }, slow);
    expect(about).toHaveValue('Admin of the demo.');
    expect(within(dialog).getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Two-step Verification' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Notification' })).not.toBeChecked();

    await user.clear(about);
    await user.type(about, 'Back at 3.');
    await user.click(within(dialog).getByRole('radio', { name: 'Do Not Disturb' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Notification' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved', {}, slow)).toBeVisible();
    expect(server.callsTo('POST /apps/chat/users/profile-user')[0]?.body).toEqual({
      about: 'Back at 3.',
      status: 'busy',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile' })).toBeNull());

    mockApi({
      ...chatRoutes,
      'GET /apps/chat/users/profile-user': profileReply(),
      'POST /apps/chat/users/profile-user': json({ error: { about: ['About is odd'] } }, 400),
    });
    await user.click(screen.getByRole('button', { name: /^Your profile/ }));
    const again = await screen.findByRole('dialog', { name: 'Profile' }, slow);
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByText('About is odd', {}, slow)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeVisible();
  });
});
