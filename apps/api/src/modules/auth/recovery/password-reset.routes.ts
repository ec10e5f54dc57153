import { createRoute } from '@hono/zod-openapi';
import { passwordMessages } from '@beacon/contract/auth';
import {
  forgotPasswordBodySchema,
  linkLifetimes,
  recoveryMessages,
  resetPasswordBodySchema,
  sentReplySchema,
} from '@beacon/contract/recovery';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accounts, refreshTokens } from '../../../lib/accounts/accounts.table';
import { refuseCommonPassword } from '../../../lib/common-passwords';
import { badRequest } from '../../../lib/errors';
import { linkTo } from '../../../lib/mail/links';
import type { ModuleContext } from '../../../lib/module';
import { badInput, json, jsonBody } from '../../../lib/openapi';
import { hashPassword } from '../../../lib/passwords';
import { authLimits, byAddress, byEmail, limited, tooManyReply } from '../../../lib/rate-limit';
import { createRouter } from '../../../lib/router';
import * as repo from '../auth.repo';
import { sessions } from '../identity.table';
import { actAs, deliverQuietly } from './deliver';
import { issueLink, newSecret, secretHash, spendLink } from './one-time-links';
import { resetMail } from './recovery.mail';

const tags = ['Auth'];

/** With the check the form leaves to the API: the common passwords are too many for its code. */
const checkedResetBody = resetPasswordBodySchema.superRefine(
  refuseCommonPassword('password', passwordMessages.common),
);

const forgotRoute = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  tags,
  summary: 'Mail a password-reset link to an account’s address',
  description:
    'Answers the same 200 whether or not an account has the address. The link (`/reset-password?token=…`) works once, for 30 minutes; asking again makes the earlier links stop working.',
  middleware: [
    limited(authLimits.mailAccount, byEmail),
    limited(authLimits.mailAddress, byAddress),
  ] as const,
  request: { body: jsonBody(forgotPasswordBodySchema) },
  responses: {
    200: json(sentReplySchema, recoveryMessages.resetSent),
    ...badInput,
    ...tooManyReply,
  },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags,
  summary: 'Set a new password with a reset link; every sign-in of the account ends',
  description:
    'The password follows the rules of sign-up. An unknown, used or expired token is a 400 on `token`.',
  request: { body: jsonBody(checkedResetBody) },
  responses: { 200: json(sentReplySchema, recoveryMessages.passwordChanged), ...badInput },
});

/** Forgotten passwords: a mailed one-time link, then a new password. */
export function passwordResetRoutes({ endSessions }: Pick<ModuleContext, 'endSessions'>) {
  return createRouter()
    .openapi(forgotRoute, async (c) => {
      const { db } = c.var;
      const { email } = c.req.valid('json');
      const account = await repo.findAccountByEmail(db, email);
      if (account) {
        const token = await issueLink(db, {
          accountId: account.id,
          purpose: 'reset',
          email: account.email,
          minutes: linkLifetimes.reset,
        });
        await deliverQuietly(c, {
          kind: 'reset',
          to: account.email,
          template: resetMail,
          data: { url: linkTo(c, `/reset-password?token=${token}`) },
        });
      } else {
        // The work a known address costs, so that the time taken does not tell either.
        await secretHash(newSecret());
      }
      return c.json({ message: recoveryMessages.resetSent }, 200);
    })
    .openapi(resetRoute, async (c) => {
      const { db, config } = c.var;
      const body = c.req.valid('json');
      const invalid = () => badRequest({ token: [recoveryMessages.linkInvalid] });
      const link = await spendLink(db, body.token, ['reset']);
      const account = link ? await repo.findAccountById(db, link.accountId) : undefined;
      // A link mailed to an address the account no longer has is not its owner's any more.
      if (!link || !account || account.email.toLowerCase() !== link.email.toLowerCase())
        throw invalid();
      const passwordHash = await hashPassword(body.password, config.passwordIterations);
      await actAs(db, account.id);
      await db
        .update(accounts)
        .set({
          passwordHash,
          // Following the link proved the mailbox is the account's.
          emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())`,
        })
        .where(eq(accounts.id, account.id));
      // Whoever knew the old password is signed out everywhere, this device included.
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.accountId, account.id), isNull(refreshTokens.revokedAt)));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.accountId, account.id), isNull(sessions.revokedAt)));
      await endSessions({ accountId: account.id, keepFamily: null });
      return c.json({ message: recoveryMessages.passwordChanged }, 200);
    });
}
