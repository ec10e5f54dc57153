// Isolation across accounts: user A owns a record of each per-user resource and user B, a fresh
// account with the same role, tries to read, change and delete it by its id. Each attempt must
// look like an unknown id (404 with `{ error }`; a 403 would confirm the record exists), and A's
// data, read back as A, must equal what it was. Two new sign-ups keep the demo data out of it.
import type { AccountSettings } from '@beacon/contract/account';
import type { CalendarEvent, EventReply } from '@beacon/contract/calendar';
import type { ChatsAndContactsReply, GetChatReply } from '@beacon/contract/chat';
import type {
  AddressReply,
  AddressesReply,
  CartReply,
  OrderReply,
  OrdersReply,
  WishlistReply,
} from '@beacon/contract/ecommerce';
import type { EmailsListReply, EmailWriteReply } from '@beacon/contract/email';
import type { BookmarksReply } from '@beacon/contract/search';
import type { Task, TaskReply } from '@beacon/contract/todo';
import { describe, expect, it } from 'vitest';
import { type Reply, useTestApp } from './test/harness';

/** What an attempt on a record of someone else's must answer: the same as an unknown id. */
function refused(reply: Reply<unknown>, attempt: string) {
  expect(reply.status, `${attempt}: ${JSON.stringify(reply.body)}`).toBe(404);
  expect(reply.body, attempt).toEqual({ error: expect.any(String) as string });
}

describe('one user cannot reach another user’s records', () => {
  const t = useTestApp('pglite');
  /** User A (the owner) and user B (the intruder), with their APIs under one prefix. */
  const pair = async (name: string, prefix: string) => {
    const a = await t.signUp(`${name}-owner`);
    const b = await t.signUp(`${name}-intruder`);
    return { a, b, owner: await t.as(prefix, a.token), other: await t.as(prefix, b.token) };
  };

  it('to-do tasks: update, delete and restore of another’s task are 404', async () => {
    const { owner, other } = await pair('iso-todo', '/apps/todo');
    const task = { title: 'A’s plan', tags: ['team'], isImportant: true };
    const kept = (await owner.post<TaskReply>('/add-tasks', { task })).body.task;
    const binned = (await owner.post<TaskReply>('/add-tasks', { task: { title: 'Old plan' } })).body
      .task;
    expect((await owner.del(`/delete-task?taskId=${binned.id}`)).status).toBe(200);
    const snapshot = async () => [
      (await owner.get<Task[]>('/tasks')).body,
      (await owner.get<Task[]>('/tasks?filter=deleted')).body,
    ];
    const before = await snapshot();
    expect(before).toEqual([[kept], [{ ...binned, isDeleted: true }]]);

    const change = { task: { id: kept.id, title: 'mine now', isCompleted: true } };
    refused(await other.post('/update-task', change), 'update-task');
    refused(await other.del(`/delete-task?taskId=${kept.id}`), 'delete-task');
    refused(await other.post('/restore-task', { taskId: binned.id }), 'restore-task');
    refused(await other.post('/reorder', { taskIds: [binned.id, kept.id] }), 'reorder');
    expect((await other.get<Task[]>('/tasks')).body).toEqual([]);
    expect((await other.get<Task[]>('/tasks?filter=deleted')).body).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('calendar events: update and remove are 404, and B’s listing never shows A’s event', async () => {
    const { owner, other } = await pair('iso-calendar', '/apps/calendar');
    const list = '/events?calendars=Personal,Business,Family,Holiday,ETC';
    const { event } = (
      await owner.post<EventReply>('/add-event', {
        event: { title: 'A’s dentist', start: '2031-01-10', allDay: true },
      })
    ).body;
    const before = (await owner.get<CalendarEvent[]>(list)).body;
    expect(before).toEqual([event]);

    const change = { event: { id: event.id, title: 'mine now', start: '2031-02-01' } };
    refused(await other.post('/update-event', change), 'update-event');
    refused(await other.del(`/remove-event?id=${event.id}`), 'remove-event');
    expect((await other.get<CalendarEvent[]>(list)).body).toEqual([]);
    expect((await owner.get<CalendarEvent[]>(list)).body).toEqual(before);
  });

  it('mail: reading, bulk changes, deleting and editing a draft of another’s are 404', async () => {
    const { owner, other } = await pair('iso-mail', '/apps/email');
    const [inbox = 0, binned = 0] = (await owner.get<EmailsListReply>('/emails')).body.emails.map(
      (mail) => mail.id,
    );
    // In the trash, so delete-emails could only refuse it for not being B's.
    await owner.post('/update-emails', { emailIds: [binned], dataToUpdate: { folder: 'trash' } });
    const draft = (await owner.post<EmailWriteReply>('/drafts', { subject: 'A’s secret plan' }))
      .body.email;
    const snapshot = async () => [
      (await owner.get<EmailsListReply>('/emails?folder=all')).body,
      (await owner.get<EmailsListReply>('/emails?folder=trash')).body,
      (await owner.get(`/get-email?id=${inbox}`)).body,
      (await owner.get(`/get-email?id=${draft.id}`)).body,
    ];
    const before = await snapshot();
    expect(before[3]).toMatchObject({ id: draft.id, folder: 'draft', subject: 'A’s secret plan' });

    refused(await other.get(`/get-email?id=${inbox}`), 'get-email');
    refused(await other.get(`/get-email?id=${draft.id}`), 'get-email of a draft');
    const dataToUpdate = { isRead: true, isStarred: true, folder: 'spam' };
    const mail = { emailIds: [inbox] };
    refused(await other.post('/update-emails', { ...mail, dataToUpdate }), 'update-emails');
    refused(await other.post('/update-emails-label', { ...mail, label: 'private' }), 'label');
    refused(await other.post('/delete-emails', { emailIds: [binned] }), 'delete-emails');
    refused(await other.post('/drafts', { id: draft.id, subject: 'Mine now' }), 'drafts');
    const theirs = (await other.get<EmailsListReply>('/emails?folder=all')).body.emails;
    expect(theirs.filter((m) => m.id === inbox || m.id === draft.id)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('e-commerce orders and addresses: another’s order and address are 404', async () => {
    const { owner, other } = await pair('iso-orders', '/apps/ecommerce');
    const { address } = (
      await owner.post<AddressReply>('/addresses', {
        fullName: 'Ann Owner',
        mobile: '5550100',
        houseNumber: '1 Private Lane',
        city: 'Leeds',
        pincode: 'LS1 1AA',
        state: 'West Yorkshire',
        type: 'home',
      })
    ).body;
    await owner.post('/cart', { productId: 4 });
    const placed = await owner.post<OrderReply>('/orders', {
      addressId: address.id,
      paymentMethod: 'cod',
    });
    expect(placed.status).toBe(201);
    const { order } = placed.body;
    const snapshot = async () => [
      (await owner.get<OrderReply>(`/orders/${order.id}`)).body,
      (await owner.get<OrdersReply>('/orders')).body,
      (await owner.get<AddressesReply>('/addresses')).body,
    ];
    const before = await snapshot();
    expect(before[0]).toEqual({ order });

    refused(await other.get(`/orders/${order.id}`), 'GET order');
    refused(await other.del(`/addresses/${address.id}`), 'DELETE address');
    // Ordering to A's address is a field error by contract (400), and orders nothing.
    await other.post('/cart', { productId: 4 });
    const stolen = await other.post('/orders', { addressId: address.id, paymentMethod: 'cod' });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({ error: { addressId: ['Choose one of your saved addresses'] } });
    expect((await other.get<OrdersReply>('/orders')).body).toEqual({ orders: [] });
    expect((await other.get<AddressesReply>('/addresses')).body).toEqual({ addresses: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('cart and wishlist: B’s changes touch B’s lists only, and A-only products are 404', async () => {
    const { owner, other } = await pair('iso-cart', '/apps/ecommerce');
    for (const productId of [3, 5]) {
      await owner.post('/cart', { productId });
      await owner.post('/wishlist', { productId });
    }
    await owner.patch('/cart/3', { qty: 2 });
    const snapshot = async () => ({
      cart: (await owner.get<CartReply>('/cart')).body,
      wishlist: (await owner.get<WishlistReply>('/wishlist')).body,
      summary: (await owner.get('/cart/summary')).body,
    });
    const before = await snapshot();
    const lines = before.cart.products.map((p) => `${p.id}×${p.qty}`);
    expect(lines.sort()).toEqual(['3×2', '5×1']);

    // Product 3 is in both users' lists: B changes and removes B's own rows.
    expect((await other.post('/cart', { productId: 3 })).status).toBe(201);
    expect((await other.patch('/cart/3', { qty: 7 })).status).toBe(200);
    expect((await other.del('/cart/3')).status).toBe(200);
    expect((await other.post('/wishlist', { productId: 3 })).status).toBe(201);
    expect((await other.del('/wishlist/3')).status).toBe(200);
    // Product 5 is in A's lists only.
    refused(await other.patch('/cart/5', { qty: 9 }), 'PATCH cart');
    refused(await other.del('/cart/5'), 'DELETE cart');
    refused(await other.del('/wishlist/5'), 'DELETE wishlist');
    expect((await other.get<CartReply>('/cart')).body).toEqual({ products: [] });
    expect((await other.get<WishlistReply>('/wishlist')).body).toEqual({ products: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('chat: opening a contact shows B’s own chat, never A’s messages', async () => {
    const { a, b, owner, other } = await pair('iso-chat', '/apps/chat');
    const c = await t.signUp('iso-chat-contact');
    const contact = await t.as('/apps/chat', c.token);
    await owner.post('/send-msg', { message: 'A’s secret for C', contact: { id: c.userData.id } });
    const overview = async (api: typeof owner) =>
      (await api.get<ChatsAndContactsReply>('/chats-and-contacts')).body;
    const before = [await overview(owner), await overview(contact)];
    expect(before[1]?.chatsContacts.map((chat) => chat.chat.unseenMsgs)).toEqual([1]);

    for (const id of [c.userData.id, a.userData.id]) {
      const opened = await other.get<GetChatReply>(`/get-chat?id=${id}`);
      expect(opened.status).toBe(200);
      expect(opened.body.chat).toBeUndefined();
      expect(opened.body.contact.id).toBe(id);
      expect(JSON.stringify(opened.body)).not.toContain('secret');
    }
    expect((await overview(other)).chatsContacts).toEqual([]);
    // C's unseen count too: B opening "the chat with C" marked nothing read.
    expect([await overview(owner), await overview(contact)]).toEqual(before);
    // B writing to C starts B's own chat; A's chat with C keeps A's message alone.
    await other.post('/send-msg', { message: 'Hello from B', contact: { id: c.userData.id } });
    const mine = (await owner.get<GetChatReply>(`/get-chat?id=${c.userData.id}`)).body.chat;
    expect(mine?.chat.map((m) => m.message)).toEqual(['A’s secret for C']);
    expect(mine?.chat.every((m) => m.senderId !== b.userData.id)).toBe(true);
  });

  it('bookmarks: B’s toggles leave A’s bookmarks unchanged', async () => {
    const { a, b } = await pair('iso-bookmarks', '/api/bookmarks');
    const toggle = (token: string, id: number) =>
      t.call('POST', '/api/bookmarks/update', { token, body: { id } });
    const data = async (token: string) =>
      (await t.call<BookmarksReply>('GET', '/api/bookmarks/data', { token })).body;
    expect((await toggle(a.token, 119)).status).toBe(200);
    expect((await toggle(a.token, 4)).status).toBe(200);
    const before = await data(a.token);

    for (const id of [119, 4, 3]) expect((await toggle(b.token, id)).status).toBe(200);
    const ids = (reply: BookmarksReply) => reply.bookmarks.map((p) => p.id).sort((x, y) => x - y);
    expect(ids(await data(b.token))).toEqual([5, 6, 119]);
    expect(ids(before)).toEqual([3, 5, 6, 119]);
    expect(await data(a.token)).toEqual(before);
  });

  it('account settings: nothing B sends changes A’s settings or sessions', async () => {
    const { a, b, owner, other } = await pair('iso-account', '/account-setting');
    const put = (token: string, part: string, body: object) =>
      t.call('PUT', `/account-setting/${part}`, { token, body });
    const named = { username: a.userData.username, email: a.userData.email, fullName: 'Ann' };
    expect((await put(a.token, 'general', { ...named, company: 'A Ltd' })).status).toBe(200);
    expect((await put(a.token, 'info', { bio: 'Ann’s bio', country: 'France' })).status).toBe(200);
    const session = await t.login({ email: a.userData.email, password: 'password-1234' });
    const before = (await owner.get<AccountSettings>('/data')).body;
    expect(before.info).toMatchObject({ bio: 'Ann’s bio', country: 'France' });

    const mine = { username: b.userData.username, fullName: 'Bob', email: b.userData.email };
    // A's e-mail or username is a clash (409, as documented), never a way onto A's account.
    expect((await put(b.token, 'general', { ...mine, email: a.userData.email })).status).toBe(409);
    expect((await put(b.token, 'general', { ...named, fullName: 'Bob' })).status).toBe(409);
    // An id smuggled into the body is ignored: the account is always the token's.
    const smuggled = { id: a.userData.id, userId: a.userData.id };
    expect((await put(b.token, 'info', { bio: 'Bob was here', ...smuggled })).status).toBe(200);
    const connections = { twitter: false, google: false, facebook: true, github: true };
    expect((await put(b.token, 'social', { connections, ...smuggled })).status).toBe(200);
    const notification = { ...before.notification, followMe: true, blogDigest: true, ...smuggled };
    expect((await put(b.token, 'notification', notification)).status).toBe(200);
    const changed = await other.post('/password', {
      currentPassword: 'password-1234',
      newPassword: 'bob-new-password',
      confirmPassword: 'bob-new-password',
      refreshToken: session.refreshToken,
    });
    expect(changed.status).toBe(200);
    expect((await other.get<AccountSettings>('/data')).body.info.bio).toBe('Bob was here');
    expect((await owner.get<AccountSettings>('/data')).body).toEqual(before);
    // A's sign-in survives B's password change, though it named A's refresh token.
    const refresh = { body: { refreshToken: session.refreshToken } };
    expect((await t.call('POST', '/jwt/refresh-token', refresh)).status).toBe(200);
  });
});
