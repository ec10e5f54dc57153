import { createRoute } from '@hono/zod-openapi';
import { loginReplySchema } from '@beacon/contract/auth';
import {
  twoFactorChallengeBodySchema,
  twoFactorMessages,
  twoFactorSetupConfirmBodySchema,
  twoFactorSetupConfirmReplySchema,
  twoFactorSetupReplySchema,
  twoFactorVerifyBodySchema,
} from '@beacon/contract/two-factor';
import type { Context } from 'hono';
import { recordAudit } from '../../../lib/audit/record';
import type { AppEnv } from '../../../lib/context';
import { badRequest } from '../../../lib/errors';
import type { ModuleContext } from '../../../lib/module';
import { badInput, json, jsonBody } from '../../../lib/openapi';
import {
  authLimits,
  byAddress,
  byChallengeAccount,
  limited,
  tooManyReply,
} from '../../../lib/rate-limit';
import { createRouter } from '../../../lib/router';
import { findAccountById } from '../auth.repo';
import { signIns } from '../sign-in';
import { type SecondStep, verifyChallenge } from './challenge';
import { acceptedStep, newSecret } from './totp';
import * as repo from './two-factor.repo';

const tags = ['Two-factor sign-in'];
// Wrong codes count against the account the challenge names and the address, never a success.
const guessLimits = () =>
  [
    limited(authLimits.twoFactorAccount, byChallengeAccount),
    limited(authLimits.twoFactorAddress, byAddress),
  ] as [ReturnType<typeof limited>, ReturnType<typeof limited>];

const verifyRoute = createRoute({
  tags,
  method: 'post',
  path: '/auth/two-factor/verify',
  summary: 'Finish a sign-in with a code from the authenticator app, or a recovery code',
  description:
    '`challenge` is what `/jwt/login` answered. A code is taken once; so is a recovery code.',
  middleware: guessLimits(),
  request: { body: jsonBody(twoFactorVerifyBodySchema) },
  responses: { 200: json(loginReplySchema, 'Signed in'), ...badInput, ...tooManyReply },
});

const setupChallengeRoute = createRoute({
  tags,
  method: 'post',
  path: '/auth/two-factor/setup-challenge',
  summary: 'During a sign-in whose role requires two-factor sign-in: a new authenticator secret',
  request: { body: jsonBody(twoFactorChallengeBodySchema) },
  responses: {
    200: json(twoFactorSetupReplySchema, 'The secret, its otpauth link and its QR as SVG'),
    ...badInput,
  },
});

const setupConfirmRoute = createRoute({
  tags,
  method: 'post',
  path: '/auth/two-factor/setup-confirm',
  summary: 'Confirm the new secret with a code: two-factor sign-in is on, and the sign-in done',
  middleware: guessLimits(),
  request: { body: jsonBody(twoFactorSetupConfirmBodySchema) },
  responses: {
    200: json(twoFactorSetupConfirmReplySchema, 'Signed in, with ten recovery codes shown once'),
    ...badInput,
    ...tooManyReply,
  },
});

/** The account a current challenge for this step names; a stale one means signing in again. */
async function challenged(c: Context<AppEnv>, challenge: string, step: SecondStep) {
  const id = await verifyChallenge(c.var.config, challenge, step);
  const account = id === null ? undefined : await findAccountById(c.var.db, id);
  if (!account) throw badRequest({ challenge: [twoFactorMessages.challengeExpired] });
  return account;
}

/** A code from the app, taken once: its time step must be newer than the last one taken. */
async function takeCode(c: Context<AppEnv>, accountId: number, secret: string, code: string) {
  const stored = await repo.findTwoFactor(c.var.db, accountId);
  const step = await acceptedStep(secret, code, stored?.lastStep ?? null);
  if (step === null || !(await repo.takeStep(c.var.db, accountId, step)))
    throw badRequest({ code: [twoFactorMessages.codeWrong] });
}

/** The second step of a sign-in: a code, or setting two-factor up when the role requires it. */
export function twoFactorSignInRoutes({ contributions }: Pick<ModuleContext, 'contributions'>) {
  const signIn = signIns({ contributions });
  return createRouter()
    .openapi(verifyRoute, async (c) => {
      const { db } = c.var;
      const body = c.req.valid('json');
      const account = await challenged(c, body.challenge, 'code');
      const stored = await repo.findTwoFactor(db, account.id);
      // Turned off since the password was given: nothing to check a code against.
      if (!stored?.enabledAt) throw badRequest({ challenge: [twoFactorMessages.challengeExpired] });
      if (body.code !== undefined) {
        await takeCode(c, account.id, stored.secret, body.code);
      } else if (!(await repo.useRecoveryCode(db, account.id, body.recoveryCode ?? ''))) {
        throw badRequest({ recoveryCode: [twoFactorMessages.recoveryCodeWrong] });
      }
      return c.json(await signIn.reply(c, account, 'two-factor'), 200);
    })
    .openapi(setupChallengeRoute, async (c) => {
      const { db } = c.var;
      const account = await challenged(c, c.req.valid('json').challenge, 'setup');
      if ((await repo.findTwoFactor(db, account.id))?.enabledAt)
        throw badRequest({ challenge: [twoFactorMessages.alreadyEnabled] });
      const setup = await newSecret(account.email);
      await repo.storePendingSecret(db, account.id, setup.secret);
      return c.json(setup, 200);
    })
    .openapi(setupConfirmRoute, async (c) => {
      const { db } = c.var;
      const body = c.req.valid('json');
      const account = await challenged(c, body.challenge, 'setup');
      const stored = await repo.findTwoFactor(db, account.id);
      if (!stored) throw badRequest({ code: [twoFactorMessages.notSetUp] });
      if (stored.enabledAt) throw badRequest({ challenge: [twoFactorMessages.alreadyEnabled] });
      await takeCode(c, account.id, stored.secret, body.code);
      await repo.markEnabled(db, account.id);
      const recoveryCodes = await repo.replaceRecoveryCodes(db, account.id);
      await recordAudit(db, {
        actorId: account.id,
        action: 'update',
        resource: 'accounts',
        resourceId: String(account.id),
        changes: { twoFactor: [false, true] },
      });
      return c.json({ ...(await signIn.reply(c, account, 'two-factor')), recoveryCodes }, 200);
    });
}
