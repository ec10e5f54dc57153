import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { backends, openTestDatabase } from '../../test/harness';
import type { LogEntry } from '../context';
import { mailNotSent, sendMail } from './mail';
import { outbox } from './outbox.table';
import { smtpTransport } from './smtp';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The body of a quoted-printable part as a reader sees it: soft breaks joined, bytes decoded. */
function unfold(raw: string): string {
  const joined = raw.replace(/=\r\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** An SMTP server on a free port that keeps what it receives, or refuses one recipient. */
async function startServer(refuse?: string) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // The test's server has no certificate a client would trust; a real one offers STARTTLS.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === refuse) callback(new Error('mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = {
  kind: 'reset',
  to: 'ann@example.com',
  subject: 'Reset your password',
  text: 'Open this link to choose a new password:\nhttps://beacon.example/reset?token=abc\n',
  html: '<p>Open <a href="https://beacon.example/reset?token=abc">this link</a> to choose a new password.</p>',
};

describe.each(backends)('sendMail (%s)', (backend) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    server = await startServer('nobody@example.com');
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const keptFor = (address: string) =>
    database.db.select().from(outbox).where(eq(outbox.toAddress, address));

  it('delivers the message with its sender, recipient, subject, text and HTML', async () => {
    const log: LogEntry[] = [];
    const config = {
      mail: { from: 'Beacon <no-reply@beacon.example>', transport: smtpTransport(server.url) },
      logger: (entry: LogEntry) => log.push(entry),
    };
    await sendMail(database.db, config, message);

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.from).toBe('no-reply@beacon.example');
    expect(mail?.to).toEqual(['ann@example.com']);
    const raw = unfold(mail?.raw ?? '');
    expect(raw).toMatch(/^To: ann@example\.com$/m);
    expect(raw).toMatch(/^From: Beacon <no-reply@beacon\.example>$/m);
    expect(raw).toMatch(/^Subject: Reset your password$/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('https://beacon.example/reset?token=abc');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('<a href="https://beacon.example/reset?token=abc">this link</a>');
    expect(log.filter((entry) => entry.level === 'error')).toEqual([]);
    // Mail that went out is not also kept: the outbox is for mail that did not.
    expect(await keptFor('ann@example.com')).toEqual([]);
  });

  it('logs a refused delivery and fails, so no caller claims the mail went out', async () => {
    const log: LogEntry[] = [];
    const config = {
      mail: { from: 'no-reply@beacon.example', transport: smtpTransport(server.url) },
      logger: (entry: LogEntry) => log.push(entry),
    };
    await expect(
      sendMail(database.db, config, { ...message, to: 'nobody@example.com' }),
    ).rejects.toMatchObject({ status: 502, error: mailNotSent });
    expect(log).toContainEqual(
      expect.objectContaining({ level: 'error', kind: 'reset', to: 'nobody@example.com' }),
    );
  });

  it('keeps the message in the outbox and says so in the log', async () => {
    const log: LogEntry[] = [];
    await sendMail(
      database.db,
      { mail: { from: 'Beacon <no-reply@beacon.example>' }, logger: (entry) => log.push(entry) },
      { ...message, to: 'kept@example.com' },
    );
    expect(await keptFor('kept@example.com')).toEqual([
      expect.objectContaining({
        kind: 'reset',
        fromAddress: 'Beacon <no-reply@beacon.example>',
        subject: 'Reset your password',
        text: message.text,
        html: message.html,
      }),
    ]);
    expect(log).toContainEqual({
      level: 'info',
      msg: 'mail kept in outbox',
      kind: 'reset',
      to: 'kept@example.com',
      subject: 'Reset your password',
    });
  });
});
