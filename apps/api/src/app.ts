import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { errorReplySchema } from '@beacon/contract/common';
import { userTopic } from '@beacon/contract/live';
import type { Db } from './db/client';
import type { AppConfig } from './lib/context';
import { HttpError } from './lib/errors';
import { healthRoutes } from './lib/health';
import { type JobsOptions, startJobs } from './lib/jobs';
import { logError, requestLog } from './lib/logging';
import { requestMetrics } from './lib/request-metrics';
import { documentGuardReplies, guardInput } from './lib/input-guard';
import { json } from './lib/openapi';
import { createRouter } from './lib/router';
import { memoryBus } from './lib/live/bus';
import { LiveHub } from './lib/live/hub';
import { auditedWrites } from './lib/audit/audited-writes';
import { mayHearList } from './lib/live/list-topics';
import type { ApiModule, ModuleContext } from './lib/module';
import { moduleSet } from './lib/module-set';
import { apiModules } from './modules';

/** The app's modules: module tests that seed the whole app take the list from here. */
export { apiModules };

/** The largest body a route takes: an 800 kB image as a data URL in a post, and room besides. */
const BODY_LIMIT_MB = 2;
const BODY_LIMIT_BYTES = BODY_LIMIT_MB * 1024 * 1024;
const tooLargeFor = (bytes: number) =>
  `The request body must be at most ${Math.round(bytes / (1024 * 1024))} MB`;
const tooLarge = tooLargeFor(BODY_LIMIT_BYTES);

/** Set on the 404 of a path no route matches, so the mock can pass such requests to the network. */
export const NO_ROUTE_HEADER = 'x-beacon-no-route';

export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** The app's modules: the list of modules/index.ts when not given. */
  modules?: readonly ApiModule[];
  /** The live channel of this process; one on an in-process bus when not given (tests). */
  live?: LiveHub;
}

/** The live channel for an app: the caller's own topic is theirs alone. */
export function createLive(
  db: Db,
  config: AppConfig,
  bus = memoryBus(),
  modules: readonly ApiModule[] = apiModules,
): LiveHub {
  const { service, catalog } = moduleSet(modules);
  const accounts = service('accounts');
  const live = new LiveHub({
    bus,
    config,
    loadPrincipal: (id) => accounts.loadPrincipal(db, id),
    // A socket lives no longer than its sign-in: see hub.ts and the sign-out routes.
    liveFamilies: (families) => accounts.liveFamilies(db, families),
    onDelivered: config.metrics?.liveDelivered,
    onError: (error) =>
      config.logger?.({
        level: 'error',
        msg: 'live channel',
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  live.topic('user', (principal, topic) => topic === userTopic(principal.id));
  live.topic('list', mayHearList(catalog.listRules));
  return live;
}

/** The whole API as one Hono app: the same object serves Node and, in mock mode, the browser. */
export function createApp({
  db,
  config,
  modules = apiModules,
  live = createLive(db, config, undefined, modules),
}: AppDeps) {
  const app = createRouter();
  const { service, contributions, catalog } = moduleSet(modules);
  const { loadPrincipal } = service('accounts');
  app.use(requestId());
  // First, so that every reply counts, a body limit's 413 among them.
  if (config.metrics) app.use(requestMetrics(config.metrics));
  const limitOf = (maxSize: number) =>
    // A path with a larger limit (an upload) names its own, not the 2 MB of everything else.
    bodyLimit({
      maxSize,
      onError: (c) => c.json({ error: { body: [tooLargeFor(maxSize)] } }, 413),
    });
  const largeBodies = new Map(
    modules.flatMap((module) =>
      Object.entries(module.bodyLimits ?? {}).map(([path, max]) => [path, limitOf(max)] as const),
    ),
  );
  const defaultLimit = limitOf(BODY_LIMIT_BYTES);
  app.use((c, next) => (largeBodies.get(c.req.path) ?? defaultLimit)(c, next));
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('rootDb', db);
    c.set('config', config);
    c.set('loadPrincipal', (id) => loadPrincipal(db, id));
    // A read, or a write that keeps its own transaction: the work runs once the handler is done.
    const later: (() => Promise<void>)[] = [];
    c.set('afterCommit', (work) => later.push(work));
    await next();
    if (!c.error) for (const work of later) await work();
  });
  if (config.logger) app.use(requestLog(config.logger));
  // Before any route, authentication or transaction: bad text, deep bodies, floods of bodies.
  app.use(guardInput);
  // Sign-in, registration, refresh and sign-out record themselves (modules/auth/sign-in.routes.ts).
  const unaudited = new Set(modules.flatMap((module) => module.unauditedPaths ?? []));
  app.use(
    auditedWrites({
      live,
      loadPrincipal,
      skip: (path) => path.startsWith('/jwt/') || unaudited.has(path),
    }),
  );

  healthRoutes(app, db, config);
  const context: ModuleContext = {
    db,
    config,
    live,
    endSessions: (end) => live.endSessions(end),
    service,
    contributions,
    catalog,
  };
  for (const module of modules) {
    const routers = module.routes?.(context) ?? [];
    for (const router of Array.isArray(routers) ? routers : [routers]) app.route('/', router);
  }

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
  const jobs = modules.flatMap((module) => module.jobs?.(context) ?? []);
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
  return Object.assign(app, {
    /** The modules' timed work (lib/jobs.ts); returns what stops it. */
    startJobs: (options?: JobsOptions) => startJobs(jobs, options),
  });
}
