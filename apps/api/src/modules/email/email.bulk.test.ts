import type {
  Email,
  EmailDetail,
  EmailIdsReply,
  EmailsListReply,
  EmailsReply,
} from '@beacon/contract/email';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

type ErrorBody = { error: Record<string, string[]> | string };

describe.each(backends)('e-mail changes on %s', (backend) => {
  const t = useTestApp(backend);
  /** A new account and its three welcome mails (newest first), so tests never share mail. */
  const mailbox = async (name: string) => {
    const { token } = await t.signUp(name);
    const api = await t.as('/apps/email', token);
    const list = async (query = '') => (await api.get<EmailsListReply>(`/emails${query}`)).body;
    const ids = (await list()).emails.map((mail) => mail.id);
    return { api, list, ids };
  };

  it('marks read, stars and moves mails; the counts follow', async () => {
    const { api, list, ids } = await mailbox('bulkread');
    expect((await list()).emailsMeta.inbox).toBe(3);
    const read = await api.post<EmailsReply>('/update-emails', {
      emailIds: ids.slice(0, 2),
      dataToUpdate: { isRead: true, isStarred: true },
    });
    expect(read.status).toBe(200);
    expect(read.body.emails.map((mail) => [mail.isRead, mail.isStarred])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect((await list()).emailsMeta.inbox).toBe(1);
    expect((await list('?folder=starred')).total).toBe(2);

    const moved = await api.post<EmailsReply>('/update-emails', {
      emailIds: [ids[2]],
      dataToUpdate: { folder: 'spam' },
    });
    expect(moved.body.emails[0]?.folder).toBe('spam');
    const after = await list();
    expect(after.total).toBe(2);
    // The one unread mail now counts in spam.
    expect(after.emailsMeta).toEqual({ inbox: 0, draft: 0, spam: 1 });
  });

  it('refuses other fields, bad folders and bad id lists with field messages', async () => {
    const { api, ids } = await mailbox('bulkbad');
    const cases: [unknown, string][] = [
      [{ emailIds: ids, dataToUpdate: { subject: 'x' } }, 'dataToUpdate'],
      [{ emailIds: ids, dataToUpdate: {} }, 'dataToUpdate'],
      [{ emailIds: ids, dataToUpdate: { folder: 'archive' } }, 'dataToUpdate.folder'],
      [{ emailIds: [], dataToUpdate: { isRead: true } }, 'emailIds'],
      [{ emailIds: [ids[0], ids[0]], dataToUpdate: { isRead: true } }, 'emailIds'],
      [{ emailIds: ['x'], dataToUpdate: { isRead: true } }, 'emailIds.0'],
    ];
    for (const [body, field] of cases) {
      const reply = await api.post<ErrorBody>('/update-emails', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error, JSON.stringify(body)).toHaveProperty([field]);
    }
    const label = await api.post<ErrorBody>('/update-emails-label', { emailIds: ids, label: 'x' });
    expect(label.status).toBe(400);
    expect(label.body.error).toHaveProperty(['label']);
  });

  it('toggles a label on each mail: added where missing, removed where present', async () => {
    const { api, ids } = await mailbox('bulklabel');
    const [a = 0, b = 0] = ids;
    await api.post('/update-emails-label', { emailIds: [a], label: 'company' });
    const toggled = await api.post<EmailsReply>('/update-emails-label', {
      emailIds: [a, b],
      label: 'company',
    });
    expect(toggled.status).toBe(200);
    const labels = Object.fromEntries(toggled.body.emails.map((mail) => [mail.id, mail.labels]));
    expect(labels).toEqual({ [a]: [], [b]: ['company'] });
  });

  it('deletes for good only mail in the trash, with its replies', async () => {
    const { api, list, ids } = await mailbox('bulkdelete');
    const [a = 0, b = 0] = ids;
    const outside = await api.post<ErrorBody>('/delete-emails', { emailIds: [a] });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toEqual({
      emailIds: ['Only mail in the trash can be deleted for good; move it to the trash first'],
    });
    await api.post('/update-emails', { emailIds: [a], dataToUpdate: { folder: 'trash' } });
    const mixed = await api.post<ErrorBody>('/delete-emails', { emailIds: [a, b] });
    expect(mixed.status).toBe(400);
    expect((await list('?folder=trash')).total).toBe(1);

    const deleted = await api.post<EmailIdsReply>('/delete-emails', { emailIds: [a] });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ emailIds: [a] });
    expect((await list('?folder=trash')).total).toBe(0);
    expect((await api.get(`/get-email?id=${a}`)).status).toBe(404);
    expect((await list()).total).toBe(2);
  });

  it('changes nothing when one id is not the caller’s: 404, all or nothing', async () => {
    const { api, list, ids } = await mailbox('bulkowner');
    const before = (await list()).emails;
    // Mail 1 is the demo admin's.
    for (const [path, body] of [
      ['/update-emails', { emailIds: [ids[0], 1], dataToUpdate: { isRead: true } }],
      ['/update-emails-label', { emailIds: [ids[0], 1], label: 'private' }],
      ['/delete-emails', { emailIds: [ids[0], 1] }],
      ['/update-emails', { emailIds: [ids[0], 999_999], dataToUpdate: { folder: 'trash' } }],
    ] as const) {
      const reply = await api.post<ErrorBody>(path, body);
      expect(reply.status, path).toBe(404);
      expect(reply.body).toEqual({ error: 'Email not found' });
    }
    expect((await list()).emails).toEqual(before);
    const admin = await t.as('/apps/email', t.tokenOf('admin'));
    const one = await admin.get<EmailDetail>('/get-email?id=1');
    expect(one.body).toMatchObject({ id: 1, labels: ['company'], folder: 'inbox' });
  });

  it('keeps each mailbox to its owner: another user’s ids are unknown everywhere', async () => {
    const ann = await mailbox('ownerann');
    const bob = await mailbox('ownerbob');
    const [theirs = 0] = bob.ids;
    expect(ann.ids.some((id) => bob.ids.includes(id))).toBe(false);
    for (const path of [
      `/get-email?id=${theirs}`,
      `/paginate-email?dir=next&emailId=${theirs}`,
      `/paginate-email?dir=previous&emailId=${theirs}`,
    ])
      expect((await ann.api.get(path)).status, path).toBe(404);
    expect((await ann.api.post('/drafts', { id: theirs, subject: 'Mine now' })).status).toBe(404);
    expect((await ann.api.post('/send', { draftId: theirs, to: ['x@example.com'] })).status).toBe(
      404,
    );
    // Bob's mail is as the welcome left it: three, unread.
    const bobs: Email[] = (await bob.list()).emails;
    expect(bobs.every((mail) => !mail.isRead)).toBe(true);
    expect(bobs).toHaveLength(3);
  });
});
