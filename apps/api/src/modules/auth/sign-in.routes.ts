import { createRoute } from '@hono/zod-openapi';
import {
  authMessages,
  loginOutcomeSchema,
  loginRequestSchema,
  refreshReplySchema,
  refreshRequestSchema,
} from '@beacon/contract/auth';
import { errorReplySchema } from '@beacon/contract/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../lib/context';
import { recordAudit } from '../../lib/audit/record';
import { HttpError, badRequest } from '../../lib/errors';
import type { ModuleContext } from '../../lib/module';
import { badInput, invalidTokenReply, json, jsonBody } from '../../lib/openapi';
import {
  authLimits,
  byAddress,
  byEmail,
  byRefreshAccount,
  limited,
  tooManyReply,
} from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import { hashPassword, sha256Hex, verifyPassword } from '../../lib/passwords';
import { verifyRefreshToken } from '../../lib/tokens';
import * as repo from './auth.repo';
import { sessions } from './identity.table';
import { assertVerified } from './recovery/verification-gate';
import { issueTokens, sessionEntry, signIns } from './sign-in';
import { secondStep } from './two-factor/second-step';

const invalidRefresh = () => new HttpError(401, authMessages.invalidRefresh);

// A hash to check against when the e-mail is unknown, so a failed login takes as long either way.
const dummyHashes = new Map<number, Promise<string>>();
export const dummyHash = (iterations: number) => {
  if (!dummyHashes.has(iterations)) dummyHashes.set(iterations, hashPassword('x', iterations));
  return dummyHashes.get(iterations) as Promise<string>;
};

/** Finds the stored row of a refresh token whose signature, expiry and hash all check out. */
async function storedRefreshToken(db: Db, config: AppConfig, token: string) {
  const claims = await verifyRefreshToken(config, token);
  const row = claims ? await repo.findRefreshToken(db, claims.jti) : undefined;
  if (!row || row.tokenHash !== (await sha256Hex(token))) throw invalidRefresh();
  return row;
}

const loginRoute = createRoute({
  method: 'post',
  path: '/jwt/login',
  tags: ['Auth'],
  summary: 'Sign in with e-mail and password',
  middleware: [
    limited(authLimits.loginAccount, byEmail),
    limited(authLimits.loginAddress, byAddress),
  ] as const,
  request: { body: jsonBody(loginRequestSchema) },
  responses: {
    200: json(loginOutcomeSchema, 'Signed in, or the second step asked for first'),
    ...badInput,
    403: json(errorReplySchema, authMessages.emailUnverified),
    ...tooManyReply,
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/jwt/refresh-token',
  tags: ['Auth'],
  summary: 'Trade a refresh token for a new pair (rotation; reuse revokes the family)',
  middleware: [
    limited(authLimits.refreshAccount, byRefreshAccount),
    limited(authLimits.refreshAddress, byAddress),
  ] as const,
  request: { body: jsonBody(refreshRequestSchema) },
  responses: {
    200: json(refreshReplySchema, 'New tokens'),
    ...badInput,
    ...invalidTokenReply,
    ...tooManyReply,
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/jwt/logout',
  tags: ['Auth'],
  summary: 'Revoke a refresh token (sign out)',
  request: { body: jsonBody(refreshRequestSchema) },
  responses: { 204: { description: 'Signed out' }, ...badInput, ...invalidTokenReply },
});

/** Sign-in with e-mail and password, token refresh and sign-out (`/jwt/*`). */
export function signInRoutes({ contributions, endSessions }: ModuleContext) {
  const signIn = signIns({ contributions });
  return createRouter()
    .openapi(loginRoute, async (c) => {
      const { db, config } = c.var;
      const { email, password } = c.req.valid('json');
      const account = await repo.findAccountByEmail(db, email);
      const ok = await verifyPassword(
        password,
        account?.passwordHash ?? (await dummyHash(config.passwordIterations)),
      );
      if (!account || !ok) throw badRequest({ email: [authMessages.invalidLogin] });
      assertVerified(config, account);
      const asked = await secondStep(db, config, account.id);
      return c.json(asked ?? (await signIn.reply(c, account, 'password')), 200);
    })
    .openapi(refreshRoute, async (c) => {
      const { db, config } = c.var;
      const row = await storedRefreshToken(db, config, c.req.valid('json').refreshToken);
      if (!(await repo.markRotated(db, row.id))) {
        // A rotated token presented again means it leaked: end the whole sign-in.
        const now = await repo.findRefreshToken(db, row.id);
        if (now?.rotatedAt) {
          await repo.revokeFamily(db, row.familyId);
          await endSessions({ family: row.familyId });
        }
        throw invalidRefresh();
      }
      const account = await repo.findAccountById(db, row.accountId);
      if (!account) throw invalidRefresh();
      const tokens = await issueTokens(db, config, account.id, row.familyId);
      await db
        .update(sessions)
        .set({ lastUsedAt: new Date() })
        .where(eq(sessions.familyId, row.familyId));
      return c.json({ userData: await signIn.userData(db, account), ...tokens }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      const { db, config } = c.var;
      const row = await storedRefreshToken(db, config, c.req.valid('json').refreshToken);
      await db.transaction(async (tx) => {
        await repo.revokeFamily(tx, row.familyId);
        await recordAudit(tx, sessionEntry(row.accountId, 'sign-out'));
      });
      await endSessions({ family: row.familyId });
      return c.body(null, 204);
    });
}
