import { createRoute } from '@hono/zod-openapi';
import { authMessages, registerClashSchema, registerReplySchema } from '@beacon/contract/auth';
import { errorReplySchema } from '@beacon/contract/common';
import { registerPendingSchema } from '@beacon/contract/recovery';
import { createMiddleware } from 'hono/factory';
import type { AppConfig, AppEnv, Registration } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import type { ModuleContext } from '../../lib/module';
import { badInput, json, jsonBody } from '../../lib/openapi';
import { authLimits, byAddress, limited, tooManyReply } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import { hashPassword } from '../../lib/passwords';
import { clashOf, createOwnAccount } from './new-account';
import type * as repo from './auth.repo';
import { checkedRegisterBody } from './password-bodies';
import { sendVerification } from './recovery/verification.routes';
import { startSession, signIns } from './sign-in';

/** A demo's registration, when the server sets none: anyone may try the whole product. */
export const registrationOf = (config: AppConfig): Registration =>
  config.registration ?? { open: true, role: 'admin' };

const registerRoute = createRoute({
  method: 'post',
  path: '/jwt/register',
  tags: ['Auth'],
  summary: 'Create an account and sign it in',
  description:
    'A taken e-mail or username answers 200 with `{ error: { email, username } }`, each a message or null. The new account gets the role the server is configured with (a demo: admin, manage all); a server whose registration is closed answers 403. A link to confirm the address is mailed; where the server requires it, the reply is `{ verificationRequired: true, email }` and no session starts until the link is followed.',
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
    200: json(
      registerReplySchema.or(registerClashSchema).or(registerPendingSchema),
      'Signed up, the clash, or (where addresses are confirmed first) the address the link went to',
    ),
    ...badInput,
    403: json(errorReplySchema, authMessages.registrationClosed),
    ...tooManyReply,
  },
});

/** Sign-up (`/jwt/register`), open or closed as the server is configured. */
export function registerRoutes({ contributions }: ModuleContext) {
  const signIn = signIns({ contributions });
  return createRouter().openapi(registerRoute, async (c) => {
    const { db, config } = c.var;
    const registration = registrationOf(config);
    const body = c.req.valid('json');
    const clashReply = async () => {
      const clash = await clashOf(db, body.email, body.username);
      return clash ? c.json(clash, 200) : null;
    };
    const early = await clashReply();
    if (early) return early;
    const passwordHash = await hashPassword(body.password, config.passwordIterations);
    let account: repo.Account;
    try {
      // The account and its audit entry commit together (auditedWrites skips /jwt/).
      account = await db.transaction((tx) =>
        createOwnAccount(tx, {
          email: body.email,
          username: body.username,
          passwordHash,
          role: registration.role,
          emailVerifiedAt: null,
        }),
      );
    } catch (error) {
      // Another request took the name between our check and the insert.
      const late = isUniqueViolation(error) ? await clashReply() : null;
      if (late) return late;
      throw error;
    }
    for (const created of contributions('accountCreated'))
      await created(db, { id: account.id, email: account.email, name: account.username });
    try {
      await sendVerification(c, db, account);
    } catch {
      // The account is made; its owner asks for the link again (sendMail logged the failure).
    }
    if (config.requireEmailVerification)
      return c.json({ verificationRequired: true as const, email: account.email }, 200);
    const tokens = await startSession(c, db, account.id, 'registration');
    return c.json({ user: await signIn.userData(db, account), ...tokens }, 200);
  });
}
