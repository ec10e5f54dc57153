import { createRoute } from '@hono/zod-openapi';
import {
  accountGeneralBodySchema,
  accountGeneralReplySchema,
  accountInfoBodySchema,
  accountInfoReplySchema,
  accountMessages,
  accountNotificationBodySchema,
  accountNotificationReplySchema,
  accountSettingsSchema,
  accountSocialBodySchema,
  accountSocialReplySchema,
  changePasswordBodySchema,
  changePasswordReplySchema,
} from '@beacon/contract/account';
import type { FieldErrors } from '@beacon/contract/common';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppConfig, AppEnv } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import {
  badInput,
  bearerSecurity,
  conflictReply,
  guardedReplies,
  json,
  jsonBody,
  mailFailedReply,
} from '../../lib/openapi';
import { hashPassword, sha256Hex, verifyPassword } from '../../lib/passwords';
import { authLimits, byAddress, byPrincipal, limited, tooManyReply } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import { verifyRefreshToken } from '../../lib/tokens';
import { findClashes, findRefreshToken } from '../../lib/accounts/accounts';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { type AvatarServices, relinkAvatar, resolveAvatar } from './account.avatar';
import * as repo from './account.repo';

// Every route reads or changes the caller's own settings only: the account is the token's, never
// an id from the request. Personal actions need `read Page` (the client demo account lacks it).

/** With the check the form leaves to the API: the common passwords are too many for its code. */
const checkedChangePasswordBody = changePasswordBodySchema.superRefine(
  refuseCommonPassword('newPassword', accountMessages.newPasswordCommon),
);

const tags = ['Account settings'];
const guarded = { tags, security: bearerSecurity, middleware: requires('read', 'Page') };

const dataRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/account-setting/data',
  summary: "The signed-in user's settings",
  description:
    '`general` is the account itself; `info`, `social` and `notification` hold sample defaults until first saved.',
  responses: { 200: json(accountSettingsSchema, 'The settings'), ...guardedReplies },
});

const generalRoute = createRoute({
  ...guarded,
  method: 'put',
  path: '/account-setting/general',
  summary: 'Save the avatar, username, full name, e-mail and company',
  description:
    "`avatar`: the store URL (`/api/files/<id>`) of an `avatar` upload of the caller's own (`POST /api/files?kind=avatar`), a PNG, JPEG or GIF data URL of at most 800 kB (stored in the file store: the reply holds its URL), null to remove it, or left out to keep it. The picture is then readable to anyone signed in; a replaced one is removed. An e-mail or username another account has (without case) is a 409. A new e-mail is not saved yet: a link is mailed to it, and it replaces the old one when followed (`POST /auth/verify-email`), so the reply still holds the old one. The reply holds what the client keeps in `userData`.",
  request: { body: jsonBody(accountGeneralBodySchema) },
  responses: {
    200: json(accountGeneralReplySchema, 'Saved'),
    ...badInput,
    ...conflictReply,
    ...guardedReplies,
    ...mailFailedReply,
  },
});

const infoRoute = createRoute({
  ...guarded,
  method: 'put',
  path: '/account-setting/info',
  summary: 'Save the bio, birth date, country, website and phone',
  request: { body: jsonBody(accountInfoBodySchema) },
  responses: { 200: json(accountInfoReplySchema, 'Saved'), ...badInput, ...guardedReplies },
});

const socialRoute = createRoute({
  ...guarded,
  method: 'put',
  path: '/account-setting/social',
  summary: 'Save the social links, the connections, or both',
  request: { body: jsonBody(accountSocialBodySchema) },
  responses: { 200: json(accountSocialReplySchema, 'Saved'), ...badInput, ...guardedReplies },
});

const notificationRoute = createRoute({
  ...guarded,
  method: 'put',
  path: '/account-setting/notification',
  summary: 'Save the notification flags',
  request: { body: jsonBody(accountNotificationBodySchema) },
  responses: {
    200: json(accountNotificationReplySchema, 'Saved'),
    ...badInput,
    ...guardedReplies,
  },
});

const passwordRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/account-setting/password',
  summary: 'Change the password; every other sign-in ends',
  description:
    'A wrong current password is a 400 on `currentPassword`. On success the refresh tokens of every other sign-in are revoked; the one of `refreshToken` (this session) keeps working.',
  // After the guard: a wrong current password counts against the caller's own account.
  middleware: [
    requires('read', 'Page'),
    limited(authLimits.passwordAccount, byPrincipal),
    limited(authLimits.passwordAddress, byAddress),
  ] as const,
  request: { body: jsonBody(checkedChangePasswordBody) },
  responses: {
    200: json(changePasswordReplySchema, 'Changed'),
    ...badInput,
    ...guardedReplies,
    ...tooManyReply,
  },
});

/** The caller, whose account a guarded route always finds unless it was deleted meanwhile. */
const me = (c: Context<AppEnv>) => c.var.principal.id;
const gone = () => notFound('There is no such account');

/** The sign-in (refresh-token family) a token of this account belongs to, if it is still live. */
async function familyOf(db: Db, config: AppConfig, accountId: number, token?: string) {
  if (!token) return null;
  const claims = await verifyRefreshToken(config, token);
  const row = claims ? await findRefreshToken(db, claims.jti) : undefined;
  if (!row || row.accountId !== accountId || row.revokedAt) return null;
  return row.tokenHash === (await sha256Hex(token)) ? row.familyId : null;
}

const clashErrors = (clash: { email: boolean; username: boolean }): FieldErrors | null => {
  const fields: FieldErrors = {};
  if (clash.email) fields.email = [accountMessages.emailTaken];
  if (clash.username) fields.username = [accountMessages.usernameTaken];
  return Object.keys(fields).length > 0 ? fields : null;
};

export interface AccountSettingsOptions {
  /** Closes the live sockets of the sign-ins a password change ended. */
  endSessions?: (end: { accountId: number; keepFamily: string | null }) => Promise<void>;
  /** Mails a link to a new address, which replaces the account's when the link is followed. */
  emailChange: (
    c: Context<AppEnv>,
    account: { id: number; username: string },
    newEmail: string,
  ) => Promise<void>;
  /** The file store that keeps avatars, and the mail rows that copy a sender's avatar. */
  avatars: AvatarServices;
}

export function accountSettingsRoutes({
  endSessions = () => Promise.resolve(),
  emailChange,
  avatars,
}: AccountSettingsOptions) {
  return createRouter()
    .openapi(dataRoute, async (c) => {
      const settings = await repo.findSettings(c.var.db, me(c));
      if (!settings) throw gone();
      return c.json(settings, 200);
    })
    .openapi(generalRoute, async (c) => {
      const { db, config } = c.var;
      const sent = c.req.valid('json');
      const current = await repo.findAccount(db, me(c));
      if (!current) throw gone();
      const body =
        typeof sent.avatar === 'string' && sent.avatar !== current.avatar
          ? { ...sent, avatar: await resolveAvatar(db, avatars, config.files, me(c), sent.avatar) }
          : sent;
      // A new address is kept aside until the link mailed to it is followed; a change of case
      // only is the same mailbox.
      const moving = body.email.toLowerCase() !== current.email.toLowerCase();
      const clashes = async () =>
        clashErrors(await findClashes(db, body.email, body.username, me(c)));
      const early = await clashes();
      if (early) throw conflict(early);
      let general;
      try {
        general = await repo.saveGeneral(
          db,
          me(c),
          moving ? { ...body, email: current.email } : body,
        );
      } catch (error) {
        // Another account took the address or name between the check and the update.
        const late = isUniqueViolation(error) ? await clashes() : null;
        if (late) throw conflict(late);
        throw error;
      }
      if (!general) throw gone();
      if (body.avatar !== undefined)
        await relinkAvatar(db, avatars, me(c), current.avatar, general.avatar);
      if (moving) await emailChange(c, { id: me(c), username: general.username }, body.email);
      return c.json({ general }, 200);
    })
    .openapi(infoRoute, async (c) => {
      const info = await repo.saveInfo(c.var.db, me(c), c.req.valid('json'));
      return c.json({ info }, 200);
    })
    .openapi(socialRoute, async (c) => {
      const social = await repo.saveSocial(c.var.db, me(c), c.req.valid('json'));
      return c.json({ social }, 200);
    })
    .openapi(notificationRoute, async (c) => {
      const notification = await repo.saveNotification(c.var.db, me(c), c.req.valid('json'));
      return c.json({ notification }, 200);
    })
    .openapi(passwordRoute, async (c) => {
      const { db, config } = c.var;
      const body = c.req.valid('json');
      const stored = await repo.findPasswordHash(db, me(c));
      if (!stored) throw gone();
      if (!(await verifyPassword(body.currentPassword, stored)))
        throw badRequest({ currentPassword: [accountMessages.currentPasswordWrong] });
      const keep = await familyOf(db, config, me(c), body.refreshToken);
      const signedOutSessions = await repo.changePassword(
        db,
        me(c),
        await hashPassword(body.newPassword, config.passwordIterations),
        keep,
      );
      // Their live sockets close now, not when their access tokens expire.
      await endSessions({ accountId: me(c), keepFamily: keep });
      return c.json({ signedOutSessions }, 200);
    });
}
