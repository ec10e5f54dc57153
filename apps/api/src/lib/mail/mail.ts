import type { Db } from '../../db/client';
import type { AppConfig, OutgoingMail } from '../context';
import { outbox } from './outbox.table';

export type { MailTransport, OutgoingMail } from '../context';

/** The sender when the instance names none (tests, a bare createApp). */
export const defaultMailFrom = 'Beacon Admin <no-reply@beacon.local>';

/**
 * Sends one message: through the transport (SMTP) when there is one, else kept in the outbox,
 * where an admin reads it, with a log line saying so. A transport's failure is logged and thrown
 * on: the caller's request fails rather than claim a mail went out that did not.
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
    throw error;
  }
}
