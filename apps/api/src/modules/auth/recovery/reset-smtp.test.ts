import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../../../lib/mail/smtp';
import { backends, testConfig, useTestApp } from '../../../test/harness';
import { mailCount } from './test-mailbox';

/** What a mail client shows of a quoted-printable body: soft breaks joined, bytes decoded. */
const unfold = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A real SMTP server on a free port that keeps every message it receives. */
function smtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // The test's server has no certificate a client would trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return {
    received,
    start: async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const smtp = smtpServer();
let url = '';
beforeAll(async () => {
  url = await smtp.start();
});
afterAll(() => smtp.close());

describe.each(backends)('a password reset over SMTP on %s', (backend) => {
  const t = useTestApp(backend, {
    ...testConfig,
    appUrl: 'https://beacon.example',
    // The transport is made on first use, once the server's port is known.
    mail: {
      from: 'Beacon <beacon@example.com>',
      transport: { send: (mail) => smtpTransport(url).send(mail) },
    },
  });

  it('mails a link that sets a new password, which then signs in', async () => {
    const email = `smtp-${backend}@example.com`;
    await t.call('POST', '/jwt/register', {
      body: { username: `smtp_${backend}`, email, password: 'Old-password-1' },
    });
    const asked = await t.call('POST', '/auth/forgot-password', { body: { email } });
    expect(asked.status).toBe(200);
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes(email) && /reset/i.test(m.raw)).length)
      .toBe(1);
    const message = smtp.received.find((m) => m.to.includes(email) && /reset/i.test(m.raw));
    // Sent, not kept: the outbox holds no copy.
    expect(await mailCount(t.db, email)).toBe(0);
    const link = /https:\/\/beacon\.example\/reset-password\?token=([\w-]+)/.exec(
      unfold(message?.raw ?? ''),
    );
    expect(link?.[1]).toBeTruthy();
    const reset = await t.call('POST', '/auth/reset-password', {
      body: { token: link?.[1], password: 'New-password-2', confirmPassword: 'New-password-2' },
    });
    expect(reset.status).toBe(200);
    const signIn = await t.call('POST', '/jwt/login', {
      body: { email, password: 'New-password-2' },
    });
    expect(signIn.status).toBe(200);
  });
});
