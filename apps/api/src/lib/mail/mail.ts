import type { Db } from '../../db/client';
import type { AppConfig, OutgoingMail } from '../context';
import { HttpError } from '../errors';
import { outbox } from './outbox.table';

export type { MailTransport, OutgoingMail } from '../context';

/** What a client is told when the mail server refused a message (its reason is in the log). */
export const mailNotSent =
  'The mail server did not take the message, so nothing was sent. Try again later.';

/** The sender when the instance names none (tests, a bare createApp). */
export const defaultMailFrom = 'Beacon Admin <no-reply@beacon.local>';

/**
 * Sends one message: through the transport (SMTP) when there is one, else kept in the outbox,
 * where an admin reads it, with a log line saying so. A transport's failure is logged and answered
 * 502: the caller's request fails (and its transaction rolls back) rather than claim a mail went
 * out that did not.
 */
export async function sendMail(
  db: Db,
  config: Pick<AppConfig, 'mail' | 'logger'>,
  mail: OutgoingMail,
): Promise<void> {
  const from = config.mail?.from ?? defaultMailFrom;
  const transport = config.mail?.transport;
  if (!transport) {
    await db.insert(outbox).values({
      kind: mail.kind,
      fromAddress: from,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    config.logger?.({
      level: 'info',
      msg: 'mail kept in outbox',
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
    });
    return;
  }
  try {
    await transport.send({ ...mail, from });
  } catch (error) {
    config.logger?.({
      level: 'error',
      msg: 'mail not sent',
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new HttpError(502, mailNotSent);
  }
}
