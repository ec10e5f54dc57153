import { createRoute } from '@hono/zod-openapi';
import {
  linkLifetimes,
  recoveryMessages,
  resendVerificationBodySchema,
  sentReplySchema,
  verifyEmailBodySchema,
  verifyEmailReplySchema,
} from '@beacon/contract/recovery';
import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts } from '../../../lib/accounts/accounts.table';
import type { AppEnv } from '../../../lib/context';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest } from '../../../lib/errors';
import { linkTo } from '../../../lib/mail/links';
import { badInput, json, jsonBody } from '../../../lib/openapi';
import { authLimits, byAddress, byEmail, limited, tooManyReply } from '../../../lib/rate-limit';
import { createRouter } from '../../../lib/router';
import * as repo from '../auth.repo';
import { actAs, deliver, deliverQuietly } from './deliver';
import { issueLink, newSecret, secretHash, spendLink } from './one-time-links';
import { emailChangeMail, verifyMail } from './recovery.mail';

const tags = ['Auth'];

/** Mails a link that confirms the account's address (sign-up, or asked again). */
export async function sendVerification(
  c: Context<AppEnv>,
  db: Db,
  account: { id: number; email: string },
  quietly = false,
): Promise<void> {
  const token = await issueLink(db, {
    accountId: account.id,
    purpose: 'verify',
    email: account.email,
    minutes: linkLifetimes.verify,
  });
  const mail = {
    kind: 'verify',
    to: account.email,
    template: verifyMail,
    data: { url: linkTo(c, `/verify-email?token=${token}`) },
  };
  await (quietly ? deliverQuietly(c, mail) : deliver(c, mail));
}

/**
 * A new address for an account, kept aside until its owner follows the link mailed to it: only
 * then does it replace the old one, so an account never holds an address that is not its own.
 */
export async function requestEmailChange(
  c: Context<AppEnv>,
  account: { id: number; username: string },
  newEmail: string,
): Promise<void> {
  const token = await issueLink(c.var.db, {
    accountId: account.id,
    purpose: 'email-change',
    email: newEmail,
    minutes: linkLifetimes.emailChange,
  });
  await deliver(c, {
    kind: 'email-change',
    to: newEmail,
    template: emailChangeMail,
    data: { url: linkTo(c, `/verify-email?token=${token}`), username: account.username },
  });
}

const verifyRoute = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  tags,
  summary: 'Confirm an address with the link mailed to it',
  description:
    'A sign-up’s link marks the address confirmed; a changed address’s link makes it the account’s address. An unknown, used or expired token, or a new address another account took meanwhile, is a 400 on `token`.',
  request: { body: jsonBody(verifyEmailBodySchema) },
  responses: { 200: json(verifyEmailReplySchema, recoveryMessages.emailVerified), ...badInput },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/auth/verify-email/resend',
  tags,
  summary: 'Mail a new confirmation link',
  description:
    'Answers the same 200 whatever the address: a link goes out only to an account that still needs confirming. Earlier links stop working.',
  middleware: [
    limited(authLimits.mailAccount, byEmail),
    limited(authLimits.mailAddress, byAddress),
  ] as const,
  request: { body: jsonBody(resendVerificationBodySchema) },
  responses: {
    200: json(sentReplySchema, recoveryMessages.verificationSent),
    ...badInput,
    ...tooManyReply,
  },
});

/** Confirming an address: after sign-up, and before a changed one replaces the old. */
export function verificationRoutes() {
  return createRouter()
    .openapi(verifyRoute, async (c) => {
      const { db } = c.var;
      const invalid = (message: string = recoveryMessages.linkInvalid) =>
        badRequest({ token: [message] });
      const link = await spendLink(db, c.req.valid('json').token, ['verify', 'email-change']);
      const account = link ? await repo.findAccountById(db, link.accountId) : undefined;
      if (!link || !account) throw invalid();
      await actAs(db, account.id);
      if (link.purpose === 'verify') {
        // A link mailed to an address the account has since left proves nothing of the new one.
        if (account.email.toLowerCase() !== link.email.toLowerCase()) throw invalid();
        await db
          .update(accounts)
          .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())` })
          .where(eq(accounts.id, account.id));
        return c.json({ message: recoveryMessages.emailVerified, email: account.email }, 200);
      }
      const holder = await repo.findAccountByEmail(db, link.email);
      if (holder && holder.id !== account.id) throw invalid(recoveryMessages.emailTakenMeanwhile);
      try {
        // A savepoint: a clash with an account made this instant leaves the request usable.
        await db.transaction(async (tx) => {
          await tx
            .update(accounts)
            .set({ email: link.email, emailVerifiedAt: new Date() })
            .where(eq(accounts.id, account.id));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid(recoveryMessages.emailTakenMeanwhile);
        throw error;
      }
      return c.json({ message: recoveryMessages.emailVerified, email: link.email }, 200);
    })
    .openapi(resendRoute, async (c) => {
      const { db } = c.var;
      const account = await repo.findAccountByEmail(db, c.req.valid('json').email);
      if (account && account.emailVerifiedAt === null) await sendVerification(c, db, account, true);
      else await secretHash(newSecret());
      return c.json({ message: recoveryMessages.verificationSent }, 200);
    });
}
