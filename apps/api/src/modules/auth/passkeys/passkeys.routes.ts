import { loginReplySchema, authMessages } from '@beacon/contract/auth';
import { errorReplySchema } from '@beacon/contract/common';
import {
  addPasskeyBodySchema,
  authenticationOptionsReplySchema,
  passkeyIdParamSchema,
  passkeyListSchema,
  passkeyMessages,
  passkeySchema,
  passkeySignInBodySchema,
  registrationOptionsReplySchema,
  renamePasskeyBodySchema,
} from '@beacon/contract/passkeys';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { recordAudit } from '../../../lib/audit/record';
import type { AppEnv } from '../../../lib/context';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { requires } from '../../../lib/guard';
import type { ModuleContext } from '../../../lib/module';
import {
  badInput,
  bearerSecurity,
  conflictReply,
  guardedReplies,
  json,
  jsonBody,
} from '../../../lib/openapi';
import { byAddress, limited, tooManyReply } from '../../../lib/rate-limit';
import { createRouter } from '../../../lib/router';
import { findAccountById } from '../auth.repo';
import { assertVerified } from '../recovery/verification-gate';
import { signIns } from '../sign-in';
import { readChallenge, signChallenge } from './challenge';
import * as repo from './passkeys.repo';
import { relyingParty, rpName, userHandleOf } from './relying-party';

/**
 * The WebAuthn library, with the certificate parsers it carries, loaded at the first passkey
 * request: in mock mode it was a fifth of the API's code in the browser, which a first visit
 * compiles and runs before its first answer. Its `reflect-metadata` polyfill is loaded first, on
 * its own: bundled in one lazy chunk with the library, the polyfill (CommonJS, set up where its
 * first importer runs) came after the dependency-injection library that checks for it.
 */
const helpers = async () => {
  await import('reflect-metadata');
  return import('@simplewebauthn/server/helpers');
};
const webauthn = async () => {
  await helpers();
  return import('@simplewebauthn/server');
};
const base64url = async () => (await helpers()).isoBase64URL;

const tags = ['Passkeys'];
// Everyone signed in may hold passkeys: `read Auth` is every role's.
const guarded = { tags, security: bearerSecurity, middleware: requires('read', 'Auth') } as const;
const unknownPasskey = { 404: json(errorReplySchema, passkeyMessages.notFound) };

/** Failed passkey sign-ins per address, as failed password sign-ins are counted. */
const signInLimit = { limit: 50, windowMs: 15 * 60_000, failuresOnly: true };

const registrationOptionsRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/auth/passkeys/registration-options',
  summary: 'Start adding a passkey: the options for navigator.credentials.create()',
  description:
    'Send `challengeToken` back with the browser’s answer to `POST /auth/passkeys` within 5 minutes.',
  responses: {
    200: json(registrationOptionsReplySchema, 'The options and their signed challenge'),
    ...guardedReplies,
  },
});

const addRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/auth/passkeys',
  summary: 'Add a passkey: the browser’s answer to the registration options',
  request: { body: jsonBody(addPasskeyBodySchema) },
  responses: {
    201: json(passkeySchema, 'Added'),
    ...badInput,
    ...conflictReply,
    ...guardedReplies,
  },
});

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/auth/passkeys',
  summary: 'The signed-in account’s passkeys, oldest first',
  responses: { 200: json(passkeyListSchema, 'The passkeys'), ...guardedReplies },
});

const renameRoute = createRoute({
  ...guarded,
  method: 'patch',
  path: '/auth/passkeys/{id}',
  summary: 'Rename one of the signed-in account’s passkeys',
  request: { params: passkeyIdParamSchema, body: jsonBody(renamePasskeyBodySchema) },
  responses: {
    200: json(passkeySchema, 'Renamed'),
    ...badInput,
    ...unknownPasskey,
    ...guardedReplies,
  },
});

const removeRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/auth/passkeys/{id}',
  summary: 'Remove one of the signed-in account’s passkeys',
  request: { params: passkeyIdParamSchema },
  responses: {
    204: { description: 'Removed' },
    ...badInput,
    ...unknownPasskey,
    ...guardedReplies,
  },
});

const authenticationOptionsRoute = createRoute({
  tags,
  method: 'post',
  path: '/auth/passkeys/authentication-options',
  summary: 'Start signing in with a passkey: the options for navigator.credentials.get()',
  description:
    'No account is named: the browser offers the passkeys it holds for this site. Send `challengeToken` back to `POST /auth/passkeys/sign-in` within 5 minutes.',
  responses: {
    200: json(authenticationOptionsReplySchema, 'The options and their signed challenge'),
  },
});

const signInRoute = createRoute({
  tags,
  method: 'post',
  path: '/auth/passkeys/sign-in',
  summary: 'Sign in with a passkey: the browser’s answer to the authentication options',
  description:
    'A passkey proves both possession and the user (its PIN or biometrics), so no second step follows. An unknown passkey or a failed check is a 400 on `response`; an expired request on `challengeToken`.',
  middleware: [limited(signInLimit, byAddress)] as const,
  request: { body: jsonBody(passkeySignInBodySchema) },
  responses: {
    200: json(loginReplySchema, 'Signed in'),
    ...badInput,
    403: json(errorReplySchema, authMessages.emailUnverified),
    ...tooManyReply,
  },
});

const me = (c: Context<AppEnv>) => c.var.principal.id;
const expired = () => badRequest({ challengeToken: [passkeyMessages.expired] });
const failed = () => badRequest({ response: [passkeyMessages.failed] });

/** The account's own record of a passkey added or removed: its name only, never its key. */
const passkeyEntry = (accountId: number, before: string | null, after: string | null) => ({
  actorId: accountId,
  action: 'update' as const,
  resource: 'accounts',
  resourceId: String(accountId),
  changes: { passkey: [before, after] as [unknown, unknown] },
});

/** Passkeys (WebAuthn): adding, naming and removing them, and signing in with one. */
export function passkeyRoutes({ contributions }: Pick<ModuleContext, 'contributions'>) {
  const signIn = signIns({ contributions });
  return createRouter()
    .openapi(registrationOptionsRoute, async (c) => {
      const { db, config } = c.var;
      const account = await findAccountById(db, me(c));
      if (!account) throw notFound('There is no such account');
      const { rpID } = relyingParty(c);
      const stored = await repo.credentialsOf(db, account.id);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName,
        rpID,
        userID: userHandleOf(account.id),
        userName: account.email,
        userDisplayName: account.fullName || account.username,
        attestationType: 'none',
        excludeCredentials: stored,
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const challengeToken = await signChallenge(config, 'passkey-registration', {
        challenge: options.challenge,
        accountId: account.id,
      });
      return c.json({ options, challengeToken }, 200);
    })
    .openapi(addRoute, async (c) => {
      const { db, config } = c.var;
      const { name, response, challengeToken } = c.req.valid('json');
      const claims = await readChallenge(config, 'passkey-registration', challengeToken);
      if (!claims || claims.accountId !== me(c)) throw expired();
      const { rpID, origin } = relyingParty(c);
      const { verifyRegistrationResponse } = await webauthn();
      const verification = await verifyRegistrationResponse({
        response: { ...response, clientExtensionResults: {} },
        expectedChallenge: claims.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified) throw failed();
      const { credential } = verification.registrationInfo;
      const added = await repo.insertPasskey(db, {
        id: credential.id,
        accountId: me(c),
        name,
        publicKey: (await base64url()).fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      });
      if (!added) throw conflict({ response: [passkeyMessages.duplicate] });
      await recordAudit(db, passkeyEntry(me(c), null, name));
      return c.json(added, 201);
    })
    .openapi(listRoute, async (c) =>
      c.json({ passkeys: await repo.listPasskeys(c.var.db, me(c)) }, 200),
    )
    .openapi(renameRoute, async (c) => {
      const { id } = c.req.valid('param');
      const renamed = await repo.renamePasskey(c.var.db, me(c), id, c.req.valid('json').name);
      if (!renamed) throw notFound(passkeyMessages.notFound);
      return c.json(renamed, 200);
    })
    .openapi(removeRoute, async (c) => {
      const { db } = c.var;
      const removed = await repo.deletePasskey(db, me(c), c.req.valid('param').id);
      if (!removed) throw notFound(passkeyMessages.notFound);
      await recordAudit(db, passkeyEntry(me(c), removed.name, null));
      return c.body(null, 204);
    })
    .openapi(authenticationOptionsRoute, async (c) => {
      const { rpID } = relyingParty(c);
      // Required, not preferred: the passkey stands for the password and the second step both.
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
      const challengeToken = await signChallenge(c.var.config, 'passkey-authentication', {
        challenge: options.challenge,
      });
      return c.json({ options, challengeToken }, 200);
    })
    .openapi(signInRoute, async (c) => {
      const { db, config } = c.var;
      const { response, challengeToken } = c.req.valid('json');
      const claims = await readChallenge(config, 'passkey-authentication', challengeToken);
      if (!claims) throw expired();
      const stored = await repo.findPasskey(db, response.id);
      if (!stored) throw badRequest({ response: [passkeyMessages.unknown] });
      const handle = response.response.userHandle;
      const isoBase64URL = await base64url();
      if (handle && handle !== isoBase64URL.fromBuffer(userHandleOf(stored.accountId)))
        throw failed();
      const { rpID, origin } = relyingParty(c);
      const { verifyAuthenticationResponse } = await webauthn();
      const verification = await verifyAuthenticationResponse({
        response: { ...response, clientExtensionResults: {} },
        expectedChallenge: claims.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: stored.id,
          publicKey: isoBase64URL.toBuffer(stored.publicKey),
          counter: stored.counter,
          transports: stored.transports,
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) throw failed();
      const account = await findAccountById(db, stored.accountId);
      if (!account) throw badRequest({ response: [passkeyMessages.unknown] });
      assertVerified(config, account);
      await repo.markUsed(db, stored.id, verification.authenticationInfo.newCounter);
      return c.json(await signIn.reply(c, account, 'passkey'), 200);
    });
}
