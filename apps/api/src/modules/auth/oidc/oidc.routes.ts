import { createRoute } from '@hono/zod-openapi';
import { errorReplySchema } from '@beacon/contract/common';
import {
  type OidcErrorCode,
  oidcCallbackQuerySchema,
  oidcCompleteBodySchema,
  oidcCompleteReplySchema,
  oidcLinkListSchema,
  oidcLinkParamsSchema,
  oidcMessages,
  oidcStartQuerySchema,
} from '@beacon/contract/oidc';
import type { Context } from 'hono';
import type { AppEnv, OidcConfig } from '../../../lib/context';
import { isUniqueViolation } from '../../../lib/db-errors';
import { HttpError, badRequest, notFound } from '../../../lib/errors';
import { requires } from '../../../lib/guard';
import { linkTo } from '../../../lib/mail/links';
import type { ModuleContext } from '../../../lib/module';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../../lib/openapi';
import { createRouter } from '../../../lib/router';
import * as authRepo from '../auth.repo';
import { registrationOf } from '../register.routes';
import { signIns } from '../sign-in';
import { secondStep } from '../two-factor/second-step';
import type { ProviderClaims } from './oidc-client';
import { clearFlow, readFlow, signHandoff, verifyHandoff, writeFlow } from './flow-cookie';
import * as repo from './oidc.repo';

const CALLBACK_PATH = '/api/auth/oidc/callback';
const tags = ['Auth'];
const noProvider = { 404: json(errorReplySchema, 'This server has no OpenID Connect provider') };
const guarded = { tags, security: bearerSecurity, middleware: requires('read', 'Auth') };

/** The provider's settings; a server without them has none of these routes. */
function providerOf(c: Context<AppEnv>): OidcConfig {
  const { oidc } = c.var.config;
  if (!oidc) throw notFound();
  return oidc;
}

const startRoute = createRoute({
  method: 'get',
  path: '/api/auth/oidc/start',
  tags,
  summary: 'Go to the OpenID Connect provider to sign in',
  description:
    'Redirects to the provider (authorization code with PKCE, state and nonce), keeping the checks in a signed cookie for ten minutes. `redirect` is the app path to return to once signed in.',
  request: { query: oidcStartQuerySchema },
  responses: {
    302: {
      description: 'To the provider, or to `/login?oidcError=failed` when it cannot be reached',
    },
    ...badInput,
    ...noProvider,
  },
});

const callbackRoute = createRoute({
  method: 'get',
  path: CALLBACK_PATH,
  tags,
  summary: 'Where the provider sends the browser back',
  description:
    'Checks the state, trades the code, checks the nonce, then finds, links or creates the account and redirects to `/login/oidc#handoff=<token>` (a 60-second, single-use token). Any failure redirects to `/login?oidcError=<code>`.',
  request: { query: oidcCallbackQuerySchema },
  responses: {
    302: { description: 'To the page that completes the sign-in, or back to the login page' },
    ...badInput,
    ...noProvider,
  },
});

const completeRoute = createRoute({
  method: 'post',
  path: '/api/auth/oidc/complete',
  tags,
  summary: 'Trade the handoff token for a sign-in',
  description:
    'Works once, and only in the browser that went through the provider: the token must match the handoff kept in its cookie, which this clears.',
  request: { body: jsonBody(oidcCompleteBodySchema) },
  responses: {
    200: json(oidcCompleteReplySchema, 'Signed in, or the second step the account owes first'),
    ...badInput,
    ...noProvider,
  },
});

const linksRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/auth/oidc/links',
  summary: "The signed-in account's links to the provider",
  responses: { 200: json(oidcLinkListSchema, 'The links'), ...guardedReplies, ...noProvider },
});

const unlinkRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/api/auth/oidc/links/{id}',
  summary: 'Remove one of your links to the provider',
  request: { params: oidcLinkParamsSchema },
  responses: {
    200: json(oidcLinkListSchema, 'Unlinked: the links left'),
    ...badInput,
    ...guardedReplies,
    404: json(errorReplySchema, `${oidcMessages.notFound}, or no provider`),
  },
});

/** The caller's links, as the routes answer them. */
async function linksOf(c: Context<AppEnv>) {
  const links = await repo.listLinks(c.var.db, c.var.principal.id);
  return links.map((link) => ({ ...link, createdAt: link.createdAt.toISOString() }));
}

/** The account the provider's user signs in as, or why there is none. */
async function accountFor(
  c: Context<AppEnv>,
  oidc: OidcConfig,
  claims: ProviderClaims,
  context: ModuleContext,
): Promise<authRepo.Account | OidcErrorCode> {
  const { db, config } = c.var;
  const linked = await repo.findLinkedAccount(db, oidc.issuer, claims.sub);
  if (linked) return linked;
  const email = claims.email?.trim();
  const existing = email ? await authRepo.findAccountByEmail(db, email) : undefined;
  // Linking on an address the provider did not check would hand the account to whoever typed it.
  if (!email || (existing && !claims.emailVerified)) return 'unverified';
  const link = { issuer: oidc.issuer, subject: claims.sub, email };
  if (existing) {
    await db.transaction(async (tx) => {
      await repo.linkAccount(tx, { ...link, accountId: existing.id });
      await repo.markVerified(tx, existing);
    });
    return existing;
  }
  const registration = registrationOf(config);
  if (!registration.open) return 'closed';
  if (!claims.emailVerified) return 'unverified';
  const made = await db.transaction(async (tx) => {
    const account = await repo.createProviderAccount(tx, {
      email,
      name: claims.name ?? '',
      role: registration.role,
      passwordIterations: config.passwordIterations,
    });
    await repo.linkAccount(tx, { ...link, accountId: account.id });
    return account;
  });
  for (const created of context.contributions('accountCreated'))
    await created(db, { id: made.id, email: made.email, name: made.fullName || made.username });
  return made;
}

/** Sign-in with an OpenID Connect provider, and the links between accounts and its users. */
export function oidcRoutes(context: ModuleContext) {
  const signIn = signIns(context);
  const failWith = (c: Context<AppEnv>, code: OidcErrorCode) => {
    clearFlow(c);
    return c.redirect(linkTo(c, `/login?oidcError=${code}`), 302);
  };

  return createRouter()
    .openapi(startRoute, async (c) => {
      const oidc = providerOf(c);
      // openid-client stays out of the mock runtime's bundle: it is loaded on first use.
      const { OidcFlowError, startFlow } = await import('./oidc-client');
      try {
        const { url, checks } = await startFlow(oidc, linkTo(c, CALLBACK_PATH));
        await writeFlow(c, { step: 'started', ...checks, redirect: c.req.valid('query').redirect });
        return c.redirect(url, 302);
      } catch (error) {
        if (error instanceof OidcFlowError) {
          c.var.config.logger?.({ level: 'warn', msg: 'oidc start', error: error.message });
          return failWith(c, error.code);
        }
        throw error;
      }
    })
    .openapi(callbackRoute, async (c) => {
      const oidc = providerOf(c);
      const query = c.req.valid('query');
      const flow = await readFlow(c);
      if (query.error) return failWith(c, 'provider');
      if (flow?.step !== 'started') return failWith(c, 'expired');
      if (query.state !== flow.state) return failWith(c, 'state');
      const { OidcFlowError, finishFlow } = await import('./oidc-client');
      // The callback as the provider was told it: the public address, not an internal one.
      const callbackUrl = new URL(linkTo(c, CALLBACK_PATH));
      callbackUrl.search = new URL(c.req.url).search;
      let account: authRepo.Account | OidcErrorCode;
      try {
        const claims = await finishFlow(oidc, callbackUrl, flow);
        account = await accountFor(c, oidc, claims, context);
      } catch (error) {
        if (!(error instanceof OidcFlowError) && !isUniqueViolation(error)) throw error;
        c.var.config.logger?.({
          level: 'warn',
          msg: 'oidc callback',
          error: error instanceof Error ? error.message : String(error),
        });
        // Two callbacks raced to link or create the same account: the other one won.
        return failWith(c, error instanceof OidcFlowError ? error.code : 'failed');
      }
      if (typeof account === 'string') return failWith(c, account);
      // The token alone does not sign in: it must come back with the cookie of this browser,
      // naming the same handoff id. Completing clears that cookie, so a token works once, with no
      // table of used ids (which would need a migration); a copy of the token taken elsewhere
      // has no cookie to go with it.
      const handoffId = crypto.randomUUID();
      await writeFlow(c, { step: 'handed-off', handoffId });
      const token = await signHandoff(c.var.config, {
        accountId: account.id,
        handoffId,
        redirect: flow.redirect,
      });
      return c.redirect(linkTo(c, `/login/oidc#handoff=${token}`), 302);
    })
    .openapi(completeRoute, async (c) => {
      providerOf(c);
      const invalid = () => badRequest({ handoff: [oidcMessages.handoffInvalid] });
      const handoff = await verifyHandoff(c.var.config, c.req.valid('json').handoff);
      const flow = await readFlow(c);
      if (!handoff || flow?.step !== 'handed-off' || flow.handoffId !== handoff.handoffId)
        throw invalid();
      clearFlow(c);
      const account = await authRepo.findAccountById(c.var.db, handoff.accountId);
      if (!account) throw invalid();
      // The provider stands for the password: a second factor the account has, or its role
      // requires, is still asked for.
      const asked = await secondStep(c.var.db, c.var.config, account.id);
      if (asked) return c.json({ ...asked, redirect: handoff.redirect }, 200);
      const reply = await signIn.reply(c, account, 'oidc');
      return c.json({ ...reply, redirect: handoff.redirect }, 200);
    })
    .openapi(linksRoute, async (c) => {
      providerOf(c);
      return c.json(await linksOf(c), 200);
    })
    .openapi(unlinkRoute, async (c) => {
      providerOf(c);
      const removed = await repo.unlink(c.var.db, c.var.principal.id, c.req.valid('param').id);
      if (!removed) throw new HttpError(404, oidcMessages.notFound);
      return c.json(await linksOf(c), 200);
    });
}
