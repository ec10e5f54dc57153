import type {
  OutboxDemoReply,
  OutboxEmptyReply,
  OutboxListReply,
  OutboxMail,
} from '@beacon/contract/outbox';
import { describe, expect, it } from 'vitest';
import { sendMail } from '../../lib/mail/mail';
import { backends, testConfig, useTestApp } from '../../test/harness';

interface ErrorBody {
  error: string | Record<string, string[]>;
}

const mail = (to: string, subject: string, kind = 'reset') => ({
  kind,
  to,
  subject,
  text: `${subject}\nhttps://beacon.example/reset?token=${to}\n`,
  html: `<p>${subject}</p>`,
});

describe.each(backends)('the outbox on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.as('', t.tokenOf('admin'));
  const keep = (...mails: ReturnType<typeof mail>[]) =>
    mails.reduce(
      (done, next) => done.then(() => sendMail(t.db, testConfig, next)),
      Promise.resolve(),
    );

  it('lists kept mail newest first, searched by recipient or subject, a page at a time', async () => {
    await keep(
      mail('list.first@example.com', 'Outbox list one'),
      mail('list.second@example.com', 'Outbox list two', 'invoice'),
      mail('list.third@example.com', 'Outbox list three'),
    );
    const api = await admin();
    const all = await api.get<OutboxListReply>('/api/outbox?q=outbox%20list');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.mails.map((m) => m.to)).toEqual([
      'list.third@example.com',
      'list.second@example.com',
      'list.first@example.com',
    ]);
    expect(all.body.mails[1]).toMatchObject({
      kind: 'invoice',
      subject: 'Outbox list two',
      from: 'Beacon Admin <no-reply@beacon.local>',
    });
    expect(all.body.mails[1]).not.toHaveProperty('html');

    const byAddress = await api.get<OutboxListReply>('/api/outbox?q=LIST.SECOND@');
    expect(byAddress.body.mails.map((m) => m.subject)).toEqual(['Outbox list two']);

    const page2 = await api.get<OutboxListReply>('/api/outbox?q=outbox%20list&perPage=2&page=2');
    expect(page2.body).toMatchObject({ total: 3, mails: [{ to: 'list.first@example.com' }] });

    // `%` is a character searched for, not a pattern that matches everything.
    const literal = await api.get<OutboxListReply>('/api/outbox?q=%25');
    expect(literal.body.total).toBe(0);
  });

  it('reads one mail whole, and answers 404 for one that is not there', async () => {
    await keep(mail('reader@example.com', 'Read me whole'));
    const api = await admin();
    const [summary] = (await api.get<OutboxListReply>('/api/outbox?q=reader@example.com')).body
      .mails;
    const one = await api.get<OutboxMail>(`/api/outbox/${summary?.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      to: 'reader@example.com',
      subject: 'Read me whole',
      text: 'Read me whole\nhttps://beacon.example/reset?token=reader@example.com\n',
      html: '<p>Read me whole</p>',
    });
    expect((await api.get<ErrorBody>('/api/outbox/999999')).status).toBe(404);
  });

  it('refuses bad input with field messages', async () => {
    const api = await admin();
    const id = await api.get<ErrorBody>('/api/outbox/abc');
    expect(id.status).toBe(400);
    expect(id.body.error).toEqual({ id: ['id must be a number'] });
    const perPage = await api.get<ErrorBody>('/api/outbox?perPage=1000');
    expect(perPage.status).toBe(400);
    expect(perPage.body.error).toHaveProperty('perPage');
    const q = await api.get<ErrorBody>(`/api/outbox?q=${'x'.repeat(101)}`);
    expect(q.status).toBe(400);
    expect(q.body.error).toEqual({ q: ['q must be at most 100 characters'] });
  });

  it('is for admins: 401 without a token, 403 for a role without it', async () => {
    expect((await t.call('GET', '/api/outbox')).status).toBe(401);
    expect((await t.call('GET', '/api/outbox/1')).status).toBe(401);
    expect((await t.call('DELETE', '/api/outbox')).status).toBe(401);
    const client = await t.as('', t.tokenOf('client'));
    expect((await client.get('/api/outbox')).status).toBe(403);
    expect((await client.get('/api/outbox/1')).status).toBe(403);
    expect((await client.del('/api/outbox')).status).toBe(403);
  });

  it('has no demo outbox outside a demo', async () => {
    await keep(mail('not.a.demo@example.com', 'Private'));
    const reply = await t.call<ErrorBody>('GET', '/api/outbox/demo?to=not.a.demo@example.com');
    expect(reply.status).toBe(404);
  });

  it('empties the outbox', async () => {
    await keep(mail('empty.me@example.com', 'Soon gone'));
    const api = await admin();
    const emptied = await api.del<OutboxEmptyReply>('/api/outbox');
    expect(emptied.status).toBe(200);
    expect(emptied.body.deleted).toBeGreaterThan(0);
    expect((await api.get<OutboxListReply>('/api/outbox')).body).toEqual({ mails: [], total: 0 });
  });
});

describe.each(backends)('the demo outbox on %s', (backend) => {
  const t = useTestApp(backend, { ...testConfig, demoOutbox: true });

  it('shows a signed-out visitor the mail to the address they name, and no other', async () => {
    await sendMail(t.db, testConfig, mail('Visitor@Example.com', 'Your reset link'));
    await sendMail(t.db, testConfig, mail('someone.else@example.com', 'Not yours'));
    const reply = await t.call<OutboxDemoReply>('GET', '/api/outbox/demo?to=visitor@example.com');
    expect(reply.status).toBe(200);
    expect(reply.body.mails).toEqual([
      expect.objectContaining({
        to: 'Visitor@Example.com',
        subject: 'Your reset link',
        text: 'Your reset link\nhttps://beacon.example/reset?token=Visitor@Example.com\n',
        html: '<p>Your reset link</p>',
      }),
    ]);
  });

  it('asks for a valid address', async () => {
    const missing = await t.call<ErrorBody>('GET', '/api/outbox/demo');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toHaveProperty('to');
    const bad = await t.call<ErrorBody>('GET', '/api/outbox/demo?to=not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ to: ['Enter a valid email address'] });
  });
});
