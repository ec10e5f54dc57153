import { createRoute } from '@hono/zod-openapi';
import {
  recoveryCodesReplySchema,
  twoFactorCodeBodySchema,
  twoFactorMessages,
  twoFactorPasswordBodySchema,
  twoFactorSetupReplySchema,
  twoFactorStatusSchema,
} from '@beacon/contract/two-factor';
import type { Context } from 'hono';
import { recordAudit } from '../../../lib/audit/record';
import type { AppEnv } from '../../../lib/context';
import { badRequest, notFound } from '../../../lib/errors';
import { requires } from '../../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../../lib/openapi';
import { verifyPassword } from '../../../lib/passwords';
import { authLimits, byAddress, byPrincipal, limited, tooManyReply } from '../../../lib/rate-limit';
import { createRouter } from '../../../lib/router';
import { findAccountById } from '../auth.repo';
import { acceptedStep, newSecret } from './totp';
import * as repo from './two-factor.repo';

// Everyone who can sign in has `read Auth` (access/role-rules.ts): these are one's own settings.
const tags = ['Two-factor sign-in'];
const guarded = { tags, security: bearerSecurity, middleware: requires('read', 'Auth') };

const statusRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/auth/two-factor',
  summary:
    'Whether two-factor sign-in is on, the recovery codes left, and whether the role requires it',
  responses: { 200: json(twoFactorStatusSchema, 'The status'), ...guardedReplies },
});

const setupRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/auth/two-factor/setup',
  summary: 'A new authenticator secret, not in use until a code from it is confirmed',
  responses: {
    200: json(twoFactorSetupReplySchema, 'The secret, its otpauth link and its QR as SVG'),
    ...badInput,
    ...guardedReplies,
  },
});

const enableRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/auth/two-factor/enable',
  summary:
    'Turn two-factor sign-in on with a code from the new secret; ten recovery codes, shown once',
  middleware: [
    requires('read', 'Auth'),
    limited(authLimits.twoFactorAccount, byPrincipal),
  ] as const,
  request: { body: jsonBody(twoFactorCodeBodySchema) },
  responses: {
    200: json(recoveryCodesReplySchema, 'On'),
    ...badInput,
    ...guardedReplies,
    ...tooManyReply,
  },
});

const disableRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/auth/two-factor/disable',
  summary: 'Turn two-factor sign-in off (the password again)',
  // After the guard: a wrong password counts against the caller's own account.
  middleware: [
    requires('read', 'Auth'),
    limited(authLimits.passwordAccount, byPrincipal),
    limited(authLimits.passwordAddress, byAddress),
  ] as const,
  request: { body: jsonBody(twoFactorPasswordBodySchema) },
  responses: { 204: { description: 'Off' }, ...badInput, ...guardedReplies, ...tooManyReply },
});

const recoveryCodesRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/auth/two-factor/recovery-codes',
  summary: 'Ten new recovery codes (the password again); the old ones stop working',
  // After the guard: a wrong password counts against the caller's own account.
  middleware: [
    requires('read', 'Auth'),
    limited(authLimits.passwordAccount, byPrincipal),
    limited(authLimits.passwordAddress, byAddress),
  ] as const,
  request: { body: jsonBody(twoFactorPasswordBodySchema) },
  responses: {
    200: json(recoveryCodesReplySchema, 'The new codes, shown once'),
    ...badInput,
    ...guardedReplies,
    ...tooManyReply,
  },
});

const me = (c: Context<AppEnv>) => c.var.principal.id;
const gone = () => notFound('There is no such account');

/** Turning it on or off is in the audit log; the secret and the codes never are. */
const audited = (c: Context<AppEnv>, on: boolean) =>
  recordAudit(c.var.db, {
    actorId: me(c),
    action: 'update',
    resource: 'accounts',
    resourceId: String(me(c)),
    changes: { twoFactor: [!on, on] },
  });

async function checkPassword(c: Context<AppEnv>, password: string) {
  const account = await findAccountById(c.var.db, me(c));
  if (!account) throw gone();
  if (!(await verifyPassword(password, account.passwordHash)))
    throw badRequest({ password: [twoFactorMessages.passwordWrong] });
}

/** One's own two-factor sign-in: its status, setting it up, turning it off, new recovery codes. */
export function twoFactorSettingsRoutes() {
  return createRouter()
    .openapi(statusRoute, async (c) => {
      const { db } = c.var;
      const [stored, left, requiredByRole] = await Promise.all([
        repo.findTwoFactor(db, me(c)),
        repo.recoveryCodesLeft(db, me(c)),
        repo.requiredByRole(db, me(c)),
      ]);
      const enabled = Boolean(stored?.enabledAt);
      return c.json({ enabled, recoveryCodesLeft: enabled ? left : 0, requiredByRole }, 200);
    })
    .openapi(setupRoute, async (c) => {
      const { db } = c.var;
      const account = await findAccountById(db, me(c));
      if (!account) throw gone();
      if ((await repo.findTwoFactor(db, account.id))?.enabledAt)
        throw badRequest({ twoFactor: [twoFactorMessages.alreadyEnabled] });
      const setup = await newSecret(account.email);
      await repo.storePendingSecret(db, account.id, setup.secret);
      return c.json(setup, 200);
    })
    .openapi(enableRoute, async (c) => {
      const { db } = c.var;
      const stored = await repo.findTwoFactor(db, me(c));
      if (!stored) throw badRequest({ code: [twoFactorMessages.notSetUp] });
      if (stored.enabledAt) throw badRequest({ code: [twoFactorMessages.alreadyEnabled] });
      const step = await acceptedStep(stored.secret, c.req.valid('json').code, stored.lastStep);
      if (step === null || !(await repo.takeStep(db, me(c), step)))
        throw badRequest({ code: [twoFactorMessages.codeWrong] });
      await repo.markEnabled(db, me(c));
      const recoveryCodes = await repo.replaceRecoveryCodes(db, me(c));
      await audited(c, true);
      return c.json({ recoveryCodes }, 200);
    })
    .openapi(disableRoute, async (c) => {
      await checkPassword(c, c.req.valid('json').password);
      if (!(await repo.findTwoFactor(c.var.db, me(c)))?.enabledAt)
        throw badRequest({ password: [twoFactorMessages.notEnabled] });
      await repo.removeTwoFactor(c.var.db, me(c));
      await audited(c, false);
      return c.body(null, 204);
    })
    .openapi(recoveryCodesRoute, async (c) => {
      await checkPassword(c, c.req.valid('json').password);
      if (!(await repo.findTwoFactor(c.var.db, me(c)))?.enabledAt)
        throw badRequest({ password: [twoFactorMessages.notEnabled] });
      return c.json({ recoveryCodes: await repo.replaceRecoveryCodes(c.var.db, me(c)) }, 200);
    });
}
