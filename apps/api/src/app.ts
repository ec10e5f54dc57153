import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { errorReplySchema } from '@beacon/contract/common';
import { userTopic } from '@beacon/contract/live';
import { z } from 'zod';
import type { Db } from './db/client';
import type { AppConfig } from './lib/context';
import { HttpError } from './lib/errors';
import { logError, requestLog } from './lib/logging';
import { documentGuardReplies, guardInput } from './lib/input-guard';
import { json } from './lib/openapi';
import { createRouter } from './lib/router';
import { memoryBus } from './lib/live/bus';
import { LiveHub, type SessionEnd } from './lib/live/hub';
import { auditedWrites } from './lib/audit/audited-writes';
import { mayHearList } from './lib/live/list-topics';
import { accessRoutes } from './modules/access/access.routes';
import { activityOf } from './modules/audit/audit.repo';
import { auditRoutes } from './modules/audit/audit.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { findProfileFacts } from './modules/auth/account-settings.repo';
import { accountSettingsRoutes } from './modules/auth/account-settings.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { rolesRoutes } from './modules/auth/roles.routes';
import {
  findAccountById,
  findAccountsAble,
  findPublicAccount,
  findPublicAccounts,
  findPublicAccountsByEmail,
  liveFamilies,
  loadPrincipal,
} from './modules/auth/auth.repo';
import { cartCount } from './modules/ecommerce/ecommerce.repo';
import { chatLive } from './modules/chat/chat.live';
import { chatRoutes } from './modules/chat/chat.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { datatablesRoutes } from './modules/datatables/datatables.routes';
import { ecommerceRoutes } from './modules/ecommerce/ecommerce.routes';
import { sendEmail } from './modules/email/email.compose';
import { emailRoutes } from './modules/email/email.routes';
import { helpRoutes } from './modules/help/help.routes';
import { invoiceRoutes } from './modules/invoice/invoice.routes';
import { pricingRoutes } from './modules/pages/pricing.routes';
import { profileRoutes } from './modules/pages/profile.routes';
import { seedMailbox } from './modules/email/email.seed';
import { searchRoutes } from './modules/search/search.routes';
import { searchSources } from './search-sources';
import { dashboardSources } from './dashboard-sources';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { todoRoutes } from './modules/todo/todo.routes';
import { usersRoutes } from './modules/users/users.routes';

/** The largest body a route takes: an 800 kB image as a data URL in a post, and room besides. */
const BODY_LIMIT_MB = 2;
const BODY_LIMIT_BYTES = BODY_LIMIT_MB * 1024 * 1024;
const tooLarge = `The request body must be at most ${BODY_LIMIT_MB} MB`;

/** Set on the 404 of a path no route matches, so the mock can pass such requests to the network. */
export const NO_ROUTE_HEADER = 'x-beacon-no-route';

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Health'],
  summary: 'Liveness and database status',
  responses: {
    200: json(z.object({ status: z.literal('ok'), database: z.literal('up') }), 'Ready'),
    503: json(
      z.object({ status: z.literal('error'), database: z.literal('down') }),
      'Database down',
    ),
  },
});

export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** The live channel of this process; one on an in-process bus when not given (tests). */
  live?: LiveHub;
}

/** The live channel for an app: the caller's own topic is theirs alone. */
export function createLive(db: Db, config: AppConfig, bus = memoryBus()): LiveHub {
  const live = new LiveHub({
    bus,
    config,
    loadPrincipal: (id) => loadPrincipal(db, id),
    // A socket lives no longer than its sign-in: see hub.ts and the sign-out routes.
    liveFamilies: (families) => liveFamilies(db, families),
    onError: (error) =>
      config.logger?.({
        level: 'error',
        msg: 'live channel',
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  live.topic('user', (principal, topic) => topic === userTopic(principal.id));
  live.topic('list', mayHearList);
  return live;
}

/** The whole API as one Hono app: the same object serves Node and, in mock mode, the browser. */
export function createApp({ db, config, live = createLive(db, config) }: AppDeps) {
  const app = createRouter();
  const chatDirectory = (database: Db, ids?: readonly number[]) =>
    findAccountsAble(database, 'read', 'Chat', ids);
  chatLive(db, live, chatDirectory);
  app.use(requestId());
  app.use(
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: { body: [tooLarge] } }, 413),
    }),
  );
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('rootDb', db);
    c.set('config', config);
    c.set('loadPrincipal', (id) => loadPrincipal(db, id));
    await next();
  });
  if (config.logger) app.use(requestLog(config.logger));
  // Before any route, authentication or transaction: bad text, deep bodies, floods of bodies.
  app.use(guardInput);
  // Sign-in, registration, refresh and sign-out record themselves (auth.routes.ts).
  app.use(auditedWrites({ live, loadPrincipal, skip: (path) => path.startsWith('/jwt/') }));

  app.openapi(healthRoute, async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'up' } as const, 200);
    } catch {
      return c.json({ status: 'error', database: 'down' } as const, 503);
    }
  });
  // The sign-in replies carry the cart count (userData.extras) and a new account gets a mailbox;
  // auth never imports the shop or the mail.
  const endSessions = (end: SessionEnd) => live.endSessions(end);
  app.route('/', authRoutes({ cartItemsCount: cartCount, onRegistered: seedMailbox, endSessions }));
  app.route('/', rolesRoutes({ live, onRegistered: seedMailbox }));
  app.route('/', accountSettingsRoutes({ endSessions }));
  app.route('/', accessRoutes());
  const auditDirectory = {
    byIds: findPublicAccounts,
    idOfEmail: async (database: Db, email: string) =>
      (await findPublicAccountsByEmail(database, [email]))[0]?.id,
  };
  app.route('/', auditRoutes({ directory: auditDirectory }));
  // A users-list entry's activity is the audit log's, matched by e-mail (audit.repo.ts).
  app.route(
    '/',
    usersRoutes({
      activity: (database, user, limit) =>
        activityOf(database, auditDirectory, {
          email: user.email,
          resource: 'users',
          resourceId: String(user.id),
          limit,
        }),
    }),
  );
  app.route('/', ecommerceRoutes());
  app.route('/', todoRoutes());
  app.route('/', calendarRoutes());
  app.route('/', chatRoutes({ directory: chatDirectory, live }));
  const mailDirectory = { findById: findPublicAccount, findByEmails: findPublicAccountsByEmail };
  app.route('/', emailRoutes({ directory: mailDirectory }));
  // A sent invoice is a mail from the sender, so it reaches a colleague's inbox like any other.
  app.route(
    '/',
    invoiceRoutes({
      mailer: async (database, fromUserId, { to, subject, message }) => {
        await sendEmail(database, mailDirectory, fromUserId, {
          to: [to],
          cc: [],
          bcc: [],
          subject,
          message,
        });
      },
    }),
  );

  app.route('/', datatablesRoutes());
  // The cards aggregate orders, invoices, accounts, sign-ins, tasks and chats (dashboard-sources.ts).
  app.route('/', dashboardRoutes(dashboardSources));
  // The quick search's files and contacts: the invoices and the users list (search-sources.ts).
  app.route('/', searchRoutes(searchSources));
  app.route('/', helpRoutes());
  // The pricing page marks the account's plan and the profile shows the account with its settings
  // (bio, country, website); both are the auth module's, handed in here.
  app.route(
    '/',
    pricingRoutes({
      planOf: async (database, id) => (await findAccountById(database, id))?.currentPlan,
    }),
  );
  app.route('/', profileRoutes({ profileOf: findProfileFacts }));

  // Posts and comments show their writers' names and avatars, which are the auth module's.
  app.route(
    '/',
    blogRoutes({
      directory: async (database, ids) =>
        (await Promise.all(ids.map((id) => findPublicAccount(database, id)))).filter(
          (account) => account !== undefined,
        ),
    }),
  );

  // Every route that takes a body may answer the body limit's 413: documented here once.
  for (const definition of app.openAPIRegistry.definitions)
    if (definition.type === 'route' && definition.route.request?.body)
      definition.route.responses[413] ??= json(errorReplySchema, tooLarge);
  documentGuardReplies(app.openAPIRegistry.definitions);
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Beacon Admin API',
      version: '0.1.0',
      description:
        'The API of Beacon Admin. Errors are `{ error: message }` or `{ error: { field: [messages] } }`. Guarded routes take `Authorization: Bearer <accessToken>` from `POST /jwt/login`.',
    },
  });

  app.notFound((c) => {
    c.header(NO_ROUTE_HEADER, '1');
    return c.json({ error: 'Not found' }, 404);
  });
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.error }, error.status);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx: a body that is not JSON, or not declared as JSON, is bad input like any other.
      const message =
        error.status === 415 ? 'Send a JSON body (Content-Type: application/json)' : error.message;
      return c.json({ error: { body: [message] } }, error.status === 415 ? 400 : error.status);
    }
    logError(c, error);
    return c.json({ error: 'Internal error' }, 500);
  });
  return app;
}

export type AppType = ReturnType<typeof createApp>;
