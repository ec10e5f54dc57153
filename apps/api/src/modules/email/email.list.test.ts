import {
  type EmailDetail,
  type EmailsListReply,
  emailDetailSchema,
  emailsListReplySchema,
} from '@beacon/contract/email';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

describe.each(backends)('e-mail reading on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.as('/apps/email', t.tokenOf('admin'));
  const list = async (query = '') => {
    const reply = await (await admin()).get<EmailsListReply>(`/emails${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const ids = async (query = '') => (await list(query)).emails.map((mail) => mail.id);

  it('shows the inbox by default, newest first, with the sample counts', async () => {
    const reply = await list();
    expect(() => emailsListReplySchema.parse(reply)).not.toThrow();
    expect(reply.emails.map((mail) => mail.id)).toEqual([24, 21, 15, 14, 8, 4, 2, 1]);
    expect(reply.total).toBe(8);
    expect(reply.emailsMeta).toEqual({ inbox: 3, draft: 4, spam: 2 });
    expect(reply.emails.filter((mail) => !mail.isRead)).toHaveLength(3);
    const thread = reply.emails[0];
    expect(thread?.replies.map((mail) => mail.id)).toEqual([25, 26]);
    expect(thread?.to[0]).toEqual({ name: 'John Doe', email: 'admin@demo.com' });
    const notes = thread?.attachments[0];
    expect(notes).toMatchObject({
      fileName: 'release-notes-2.4.txt',
      thumbnail: '/assets/images/icons/files/txt.svg',
      bytes: 449,
      size: '449 B',
    });
    expect(notes?.url).toBe(`/api/files/${notes?.id ?? ''}`);
  });

  it('applies the folder rules of every view', async () => {
    const counts: Record<string, number> = {};
    for (const folder of ['sent', 'draft', 'starred', 'spam', 'trash', 'all'])
      counts[folder] = (await list(`?folder=${folder}`)).total;
    expect(counts).toEqual({ sent: 2, draft: 4, starred: 6, spam: 6, trash: 4, all: 20 });
    expect(await ids('?folder=inbox')).toEqual(await ids());
    // Starred mail in the trash shows in the trash only.
    expect(await ids('?folder=trash')).toContain(9);
    expect(await ids('?folder=starred')).not.toContain(9);
    const every = (await list('?folder=all&perPage=100')).emails;
    expect(every.every((mail) => mail.folder !== 'trash')).toBe(true);
  });

  it('narrows by label, in the inbox and across folders', async () => {
    const inbox: Record<string, number> = {};
    const anywhere: Record<string, number> = {};
    for (const label of ['personal', 'company', 'important', 'private']) {
      inbox[label] = (await list(`?label=${label}`)).total;
      anywhere[label] =
        (await list(`?folder=all&label=${label}`)).total +
        (await list(`?folder=trash&label=${label}`)).total;
    }
    expect(inbox).toEqual({ personal: 1, company: 4, important: 1, private: 3 });
    expect(anywhere).toEqual({ personal: 7, company: 9, important: 3, private: 6 });
  });

  it('searches the subject only, case-insensitively, with % and _ taken literally', async () => {
    expect(await ids('?q=FLOOR%20plan')).toEqual([4]);
    // "Hannah" is only a sender's name and "parcel" only in a message.
    expect(await ids('?folder=all&q=hannah')).toEqual([]);
    expect(await ids('?folder=all&q=parcel')).toEqual([]);
    expect(await ids('?folder=all&q=%25')).toEqual([]);
    expect(await ids('?folder=all&q=_')).toEqual([]);
    expect((await list('?folder=all&q=re')).total).toBeGreaterThan(3);
  });

  it('pages the list and keeps the counts whatever the filters', async () => {
    const first = await list('?perPage=3');
    const second = await list('?perPage=3&page=2');
    const past = await list('?perPage=3&page=9');
    expect(first.emails.map((mail) => mail.id)).toEqual([24, 21, 15]);
    expect(second.emails.map((mail) => mail.id)).toEqual([14, 8, 4]);
    expect(past.emails).toEqual([]);
    expect([first.total, past.total]).toEqual([8, 8]);
    for (const reply of [past, await list('?folder=trash&q=zz&label=private')])
      expect(reply.emailsMeta).toEqual({ inbox: 3, draft: 4, spam: 2 });
  });

  it('refuses bad list parameters with field messages', async () => {
    const api = await admin();
    for (const query of ['?folder=archive', '?label=work', '?perPage=0', '?page=x']) {
      const reply = await api.get<{ error: Record<string, string[]> }>(`/emails${query}`);
      expect(reply.status, query).toBe(400);
      expect(Object.keys(reply.body.error).length, query).toBeGreaterThan(0);
    }
  });

  it('answers one mail with correct previous / next flags, and its neighbours', async () => {
    const api = await admin();
    const newest = await api.get<EmailDetail>('/get-email?id=24');
    expect(newest.status).toBe(200);
    expect(() => emailDetailSchema.parse(newest.body)).not.toThrow();
    expect(newest.body).toMatchObject({ id: 24, hasPreviousMail: false, hasNextMail: true });
    const oldest = await api.get<EmailDetail>('/get-email?id=1');
    expect(oldest.body).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
    const inside = await api.get<EmailDetail>('/get-email?id=9');
    expect(inside.body).toMatchObject({ hasPreviousMail: true, hasNextMail: true });

    // The whole mailbox, all folders, newest first: 24, 23, 22 …
    const next = await api.get<EmailDetail>('/paginate-email?dir=next&emailId=24');
    expect(next.body).toMatchObject({ id: 23, folder: 'spam', hasPreviousMail: true });
    const back = await api.get<EmailDetail>('/paginate-email?dir=previous&emailId=23');
    expect(back.body.id).toBe(24);
    expect((await api.get('/paginate-email?dir=previous&emailId=24')).status).toBe(404);
    expect((await api.get('/paginate-email?dir=next&emailId=1')).status).toBe(404);
    expect((await api.get('/paginate-email?dir=next&emailId=99999')).status).toBe(404);
    expect((await api.get('/paginate-email?dir=up&emailId=3')).status).toBe(400);
    expect((await api.get('/get-email?id=99999')).status).toBe(404);
    expect((await api.get('/get-email?id=abc')).status).toBe(400);
  });

  it('is for admins: the client gets 403 and no token 401', async () => {
    const client = await t.as('/apps/email', t.tokenOf('client'));
    expect((await client.get('/emails')).status).toBe(403);
    expect((await client.get('/get-email?id=1')).status).toBe(403);
    expect((await client.post('/send', { to: ['a@b.co'] })).status).toBe(403);
    expect((await t.call('GET', '/apps/email/emails')).status).toBe(401);
    expect((await t.call('POST', '/apps/email/update-emails', { body: {} })).status).toBe(401);
  });
});
