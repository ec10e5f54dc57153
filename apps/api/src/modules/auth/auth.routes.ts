import { createRoute } from '@hono/zod-openapi';
import {
  authMessages,
  loginReplySchema,
  loginRequestSchema,
  refreshReplySchema,
  refreshRequestSchema,
  registerClashSchema,
  registerMessages,
  registerReplySchema,
  type UserData,
} from '@beacon/contract/auth';
import { errorReplySchema } from '@beacon/contract/common';
import { createMiddleware } from 'hono/factory';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client';
import type { AppConfig, AppEnv, Registration } from '../../lib/context';
import { type NewAuditEntry, recordAudit } from '../../lib/audit/record';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, badRequest } from '../../lib/errors';
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
import { signAccessToken, signRefreshToken, verifyRefreshToken } from '../../lib/tokens';
import * as repo from './auth.repo';
import { checkedRegisterBody } from './password-bodies';

export interface AuthOptions {
  /** `userData.extras`, which other modules fill in (the shop's cart count). */
  extras?: (db: Db, accountId: number) => Promise<UserData['extras']>;
  /** What other modules give a new account (the e-mail module: a welcome mailbox). */
  onRegistered?: (db: Db, account: { id: number; email: string; name: string }) => Promise<void>;
  /** Closes the live sockets of a sign-in that ended (sign-out, a refresh token used twice). */
  endSessions?: (end: { family: string }) => Promise<void>;
}

/** A demo's registration, when the server sets none: anyone may try the whole product. */
const registrationOf = (config: AppConfig): Registration =>
  config.registration ?? { open: true, role: 'admin' };

const invalidRefresh = () => new HttpError(401, authMessages.invalidRefresh);

// A hash to check against when the e-mail is unknown, so a failed login takes as long either way.
const dummyHashes = new Map<number, Promise<string>>();
const dummyHash = (iterations: number) => {
  if (!dummyHashes.has(iterations)) dummyHashes.set(iterations, hashPassword('x', iterations));
  return dummyHashes.get(iterations) as Promise<string>;
};

/** Starts a token family (sign-in) or continues one (refresh): a new access and refresh pair. */
async function issueTokens(db: Db, config: AppConfig, accountId: number, familyId?: string) {
  const jti = crypto.randomUUID();
  const fam = familyId ?? crypto.randomUUID();
  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken(config, { id: accountId, fam }),
    signRefreshToken(config, { id: accountId, jti, fam }),
  ]);
  await repo.storeRefreshToken(db, {
    id: jti,
    accountId,
    familyId: fam,
    tokenHash: await sha256Hex(refreshToken),
    expiresAt: new Date((decodeJwt(refreshToken).exp ?? 0) * 1000),
  });
  return { accessToken, refreshToken };
}

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
  responses: { 200: json(loginReplySchema, 'Signed in'), ...badInput, ...tooManyReply },
});

const registerRoute = createRoute({
  method: 'post',
  path: '/jwt/register',
  tags: ['Auth'],
  summary: 'Create an account and sign it in',
  description:
    'A taken e-mail or username answers 200 with `{ error: { email, username } }`, each a message or null. The new account gets the role the server is configured with (a demo: admin, manage all); a server whose registration is closed answers 403.',
  middleware: [
    limited(authLimits.registerAddress, byAddress),
    // Before the body is read: a closed server has nothing to say about what was sent.
    createMiddleware<AppEnv>(async (c, next) => {
      if (!registrationOf(c.var.config).open)
        throw new HttpError(403, authMessages.registrationClosed);
      await next();
    }),
  ] as const,
  request: { body: jsonBody(checkedRegisterBody) },
  responses: {
    200: json(registerReplySchema.or(registerClashSchema), 'Signed up, or the clash'),
    ...badInput,
    403: json(errorReplySchema, authMessages.registrationClosed),
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

/** Sign-in and sign-out record themselves: auditedWrites skips /jwt/, whose hashing would hold it. */
const signedIn = (accountId: number, action: 'sign-in' | 'sign-out'): NewAuditEntry => ({
  actorId: accountId,
  action,
  resource: 'sessions',
  resourceId: String(accountId),
});

export function authRoutes({
  extras = () => Promise.resolve({ eCommerceCartItemsCount: 0 }),
  onRegistered = () => Promise.resolve(),
  endSessions = () => Promise.resolve(),
}: AuthOptions = {}) {
  const userData = async (db: Db, account: repo.Account) =>
    repo.toUserData(
      account,
      await repo.abilityRulesOf(db, account.role),
      await extras(db, account.id),
    );

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
      const tokens = await db.transaction(async (tx) => {
        await recordAudit(tx, signedIn(account.id, 'sign-in'));
        return issueTokens(tx, config, account.id);
      });
      return c.json({ userData: await userData(db, account), ...tokens }, 200);
    })
    .openapi(registerRoute, async (c) => {
      const { db, config } = c.var;
      const registration = registrationOf(config);
      const body = c.req.valid('json');
      const clashReply = async () => {
        const clash = await repo.findClashes(db, body.email, body.username);
        if (!clash.email && !clash.username) return null;
        return c.json(
          {
            error: {
              email: clash.email ? registerMessages.emailTaken : null,
              username: clash.username ? registerMessages.usernameTaken : null,
            },
          },
          200,
        );
      };
      const early = await clashReply();
      if (early) return early;
      const passwordHash = await hashPassword(body.password, config.passwordIterations);
      let account: repo.Account;
      try {
        // The account and its audit entry commit together (auditedWrites skips /jwt/).
        account = await db.transaction(async (tx) => {
          const made = await repo.createAccount(tx, {
            email: body.email,
            username: body.username,
            passwordHash,
            role: registration.role,
          });
          await recordAudit(tx, {
            actorId: made.id,
            action: 'create',
            resource: 'accounts',
            resourceId: String(made.id),
            changes: {
              email: [null, made.email],
              username: [null, made.username],
              role: [null, made.role],
            },
          });
          return made;
        });
      } catch (error) {
        // Another request took the name between our check and the insert.
        const late = isUniqueViolation(error) ? await clashReply() : null;
        if (late) return late;
        throw error;
      }
      await onRegistered(db, { id: account.id, email: account.email, name: account.username });
      const tokens = await issueTokens(db, config, account.id);
      return c.json({ user: await userData(db, account), ...tokens }, 200);
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
      return c.json({ userData: await userData(db, account), ...tokens }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      const { db, config } = c.var;
      const row = await storedRefreshToken(db, config, c.req.valid('json').refreshToken);
      await db.transaction(async (tx) => {
        await repo.revokeFamily(tx, row.familyId);
        await recordAudit(tx, signedIn(row.accountId, 'sign-out'));
      });
      await endSessions({ family: row.familyId });
      return c.body(null, 204);
    });
}
