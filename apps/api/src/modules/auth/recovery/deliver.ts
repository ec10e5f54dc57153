import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../lib/context';
import { languageOf } from '../../../lib/language';
import { sendMail } from '../../../lib/mail/mail';
import type { MailTemplate } from '../../../lib/mail/template';

interface LinkMail<D> {
  kind: string;
  to: string;
  template: MailTemplate<D>;
  data: D;
}

/** Words a mail in the reader's language (the request's) and sends it. */
export function deliver<D>(c: Context<AppEnv>, mail: LinkMail<D>): Promise<void> {
  const rendered = mail.template(languageOf(c.req.header('accept-language')), mail.data);
  return sendMail(c.var.db, c.var.config, { kind: mail.kind, to: mail.to, ...rendered });
}

/**
 * A mail whose sending must not show in the reply's timing (it would tell that the address has an
 * account). Over SMTP it is sent after the reply (sendMail logs a failure); the outbox is one
 * insert, as quick as the work done for an unknown address, and must join the request's
 * transaction.
 */
export async function deliverQuietly<D>(c: Context<AppEnv>, mail: LinkMail<D>): Promise<void> {
  if (!c.var.config.mail?.transport) return deliver(c, mail);
  deliver(c, mail).catch(() => undefined);
}

/**
 * Names who the audit trigger records for the rest of the request's transaction: a guest's request
 * changes an account on its owner's behalf (a reset, a confirmed address), as a signed-in change
 * would. An empty actor records nothing (the route records the entry itself).
 */
export async function actAs(db: Db, actor: number | ''): Promise<void> {
  await db.execute(sql`select set_config('beacon.actor', ${String(actor)}, true)`);
}
