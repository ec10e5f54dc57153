import {
  type EmailWriteReply,
  type EmailsListReply,
  emailReplyBodySchema,
} from '@beacon/contract/email';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

type ErrorBody = { error: Record<string, string[]> | string };

describe.each(backends)('sending e-mail on %s', (backend) => {
  const t = useTestApp(backend);
  const user = async (name: string) => {
    const { token, userData } = await t.signUp(name);
    const api = await t.as('/apps/email', token);
    const list = async (query = '') => (await api.get<EmailsListReply>(`/emails${query}`)).body;
    return { api, list, email: userData.email, name: userData.username };
  };

  it('gives a new account a welcome mailbox of its own', async () => {
    const { list, email } = await user('welcome');
    const inbox = await list();
    expect(inbox.total).toBe(3);
    expect(inbox.emailsMeta).toEqual({ inbox: 3, draft: 0, spam: 0 });
    expect(inbox.emails.every((mail) => mail.from.name === 'Beacon Team')).toBe(true);
    expect(inbox.emails.every((mail) => mail.to[0]?.email === email)).toBe(true);
    const checklist = inbox.emails.find((mail) => mail.subject === 'Getting started checklist');
    expect(checklist?.message).toContain('Five things to try first');
  });

  it('delivers a sent mail unread to each recipient with an account, hiding the bcc list', async () => {
    const ann = await user('sendann');
    const bob = await user('sendbob');
    const reply = await ann.api.post<EmailWriteReply>('/send', {
      to: [bob.email.toUpperCase()],
      cc: ['partner@outside.example'],
      bcc: ['admin@demo.com'],
      subject: '  Quarterly numbers ',
      message: '<p>The numbers are <strong>in</strong>.</p>',
    });
    expect(reply.status).toBe(201);
    expect(() => emailReplyBodySchema.parse(reply.body)).not.toThrow();
    const sent = reply.body.email;
    expect(sent).toMatchObject({
      folder: 'sent',
      isRead: true,
      subject: 'Quarterly numbers',
      from: { email: ann.email, name: ann.name, avatar: '' },
      to: [{ name: bob.name, email: bob.email.toUpperCase() }],
      cc: [{ name: 'partner', email: 'partner@outside.example' }],
      bcc: [{ name: 'John Doe', email: 'admin@demo.com' }],
    });
    expect((await ann.list('?folder=sent')).emails.map((mail) => mail.id)).toEqual([sent.id]);

    const inbox = await bob.list();
    expect(inbox.emailsMeta.inbox).toBe(4);
    const received = inbox.emails[0];
    expect(received).toMatchObject({
      folder: 'inbox',
      isRead: false,
      subject: 'Quarterly numbers',
      message: '<p>The numbers are <strong>in</strong>.</p>',
      bcc: [],
    });
    expect(received?.id).not.toBe(sent.id);

    const admin = await t.as('/apps/email', t.tokenOf('admin'));
    const adminInbox = (await admin.get<EmailsListReply>('/emails?q=quarterly')).body;
    expect(adminInbox.emails.map((mail) => [mail.from.email, mail.bcc])).toEqual([[ann.email, []]]);
  });

  it('refuses bad recipients, an empty To and an over-long message with field messages', async () => {
    const { api, list } = await user('sendbad');
    const cases: [unknown, string, string][] = [
      [{ to: ['not-an-address'] }, 'to', 'Not a valid e-mail address: not-an-address'],
      [{ to: ['a@b.co'], cc: ['x', 'y@'] }, 'cc', 'Not valid e-mail addresses: x, y@'],
      [{ to: [], subject: 'Hi' }, 'to', 'Add at least one recipient'],
      [{ subject: 'Hi' }, 'to', 'Add at least one recipient'],
      [{ to: ['a@b.co'], message: 'x'.repeat(100_001) }, 'message', 'at most'],
      [{ to: 'a@b.co' }, 'to', 'list'],
    ];
    for (const [body, field, message] of cases) {
      const reply = await api.post<ErrorBody>('/send', body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify((reply.body.error as Record<string, string[]>)[field])).toContain(
        message,
      );
    }
    expect((await list('?folder=sent')).total).toBe(0);
  });

  it('stores the message sanitised: no script, no handler, no javascript: link', async () => {
    const { api } = await user('sendsafe');
    const reply = await api.post<EmailWriteReply>('/send', {
      to: ['someone@outside.example'],
      message:
        '<p onclick="alert(1)">Hi <em>there</em></p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">bad</a><a href="https://example.com">ok</a><hr>',
    });
    expect(reply.status).toBe(201);
    const html = reply.body.email.message;
    expect(html).not.toMatch(/script|onclick|onerror|<img|javascript/i);
    expect(html).toContain('<p>Hi <em>there</em></p>');
    expect(html).toContain('<a href="https://example.com">ok</a>');
    expect(html).toContain('<hr>');
  });

  it('saves a draft, updates it, and sends it out of the Draft folder', async () => {
    const ann = await user('draftann');
    const bob = await user('draftbob');
    const empty = await ann.api.post<ErrorBody>('/drafts', { message: '<p></p>' });
    expect(empty.status).toBe(400);

    const created = await ann.api.post<EmailWriteReply>('/drafts', { subject: 'Plans' });
    expect(created.status).toBe(201);
    expect(created.body.email).toMatchObject({ folder: 'draft', subject: 'Plans', to: [] });
    expect((await ann.list()).emailsMeta.draft).toBe(1);
    const id = created.body.email.id;

    const updated = await ann.api.post<EmailWriteReply>('/drafts', {
      id,
      to: [bob.email],
      subject: 'Plans for May',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.email).toMatchObject({ id, subject: 'Plans for May' });
    expect((await ann.list('?folder=draft')).emails.map((mail) => mail.subject)).toEqual([
      'Plans for May',
    ]);
    const inbox = (await ann.list()).emails.map((mail) => mail.id);
    expect((await ann.api.post('/drafts', { id: inbox[0], subject: 'x' })).status).toBe(404);

    const sent = await ann.api.post<EmailWriteReply>('/send', {
      draftId: id,
      to: [bob.email],
      subject: 'Plans for May',
    });
    expect(sent.status).toBe(201);
    const after = await ann.list('?folder=draft');
    expect([after.total, after.emailsMeta.draft]).toEqual([0, 0]);
    expect((await ann.list('?folder=sent')).emails[0]?.subject).toBe('Plans for May');
    expect((await bob.list()).emails[0]).toMatchObject({ subject: 'Plans for May', isRead: false });
    // The draft is gone: sending it again is a 404 and sends nothing.
    expect((await ann.api.post('/send', { draftId: id, to: [bob.email] })).status).toBe(404);
    expect((await bob.list()).total).toBe(4);
  });
});
