import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { type Http2SecureServer, createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Pool } from 'pg';
import { NO_ROUTE_HEADER, createApp, createLive } from './app';
import { startControl } from './backup/control';
import type { Database } from './db/client';
import { nodeMigrations } from './db/migrations-node';
import { openPglite } from './db/pglite';
import { fromPostgres } from './db/postgres';
import { prepare, vacuumAnalyze } from './db/seed';
import { drainable } from './drain';
import type { Logger, MailTransport } from './lib/context';
import { clientAddressOf } from './lib/client-address';
import { compressLargeJson } from './lib/compress-json';
import type { BlobStore } from './lib/file-store';
import { docsRoutes } from './lib/docs';
import { type Env, readEnv } from './lib/env';
import { memoryBus } from './lib/live/bus';
import { createMetrics } from './lib/metrics/metrics';
import { watchPool } from './lib/metrics/postgres-pool';
import { metricsPath, scrapeHandler, serveMetrics } from './lib/metrics/serve';
import { watchTables } from './lib/metrics/tables';
import { createNodeLogger, logSettingsOf } from './lib/node-logger';
import { serveLive } from './lib/live/node-socket';
import { postgresBus } from './lib/live/postgres-bus';
import { smtpTransport } from './lib/mail/smtp';
import { inlineScriptHashes, securityHeaders } from './lib/security-headers';
import { databaseProblems, refuseOn, settingsProblems } from './production';
import { ensureWritable, lockDataDir, placeOf, waitForDatabase } from './startup';
import { apiModules } from './modules';
import { sharpImages } from './modules/files/sharp-images';
import { pageFiles, rootFiles, webApp } from './web-app';

/** JSON lines at info until the environment is read, then as it says (lib/node-logger.ts). */
let log: Logger = createNodeLogger({ level: 'info', format: 'json', requests: true }).log;

/** `DATABASE_URL` names PostgreSQL; otherwise embedded PGlite on disk in `DATA_DIR`. */
async function openDatabase(
  env: Env,
): Promise<Database & { pool?: Pool; dump?: () => Promise<Blob> }> {
  if (env.DATABASE_URL) return fromPostgres(env.DATABASE_URL);
  const { client, database } = await openPglite({ dataDir: join(env.DATA_DIR, 'pglite') });
  // Only this process may read the embedded database: a backup taken while it runs comes from
  // here. The checkpoint leaves less to replay when the copy is opened.
  const dump = () => client.exec('CHECKPOINT').then(() => client.dumpDataDir('gzip'));
  return { ...database, dump };
}

/** `JWT_SECRET`, or one generated on first start and kept in `DATA_DIR` (mode 600). */
function jwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(env.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * With `TLS_CERT` and `TLS_KEY`, HTTPS: HTTP/2 to browsers, which then fetch a page's ≈ 100 files
 * over one connection instead of six at a time, and HTTP/1.1 to the rest (the live WebSocket's
 * upgrade among them). Without them, plain HTTP/1.1, for a proxy in front or for a laptop.
 */
function tlsServer(env: Env) {
  if (env.TLS_CERT === undefined || env.TLS_KEY === undefined) return {};
  const read = (setting: 'TLS_CERT' | 'TLS_KEY', path: string) => {
    try {
      return readFileSync(path);
    } catch (error) {
      throw new Error(`${setting}: cannot read ${path} (${(error as Error).message})`);
    }
  };
  return {
    createServer: createSecureServer,
    serverOptions: {
      cert: read('TLS_CERT', env.TLS_CERT),
      key: read('TLS_KEY', env.TLS_KEY),
      allowHTTP1: true,
    },
  };
}

/**
 * New files' bytes go to S3 when its settings are given (all or none: readEnv checks). The S3
 * client is loaded only then: it is the largest library the server has.
 */
async function s3Store(env: Env): Promise<BlobStore | undefined> {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return undefined;
  const { createS3Store } = await import('./modules/files/s3-store');
  return createS3Store({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

/** What a page tells the web app of this server: only what differs from a demo's. */
function instanceAttributes(env: Env): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (env.BEACON_MODE !== 'demo') attributes['data-mode'] = env.BEACON_MODE;
  if (env.REGISTRATION !== 'open') attributes['data-registration'] = env.REGISTRATION;
  // The sign-in page's "Sign in with <label>" button.
  if (env.OIDC_ISSUER !== undefined) attributes['data-oidc'] = env.OIDC_LABEL;
  return attributes;
}

function isPageNavigation(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (new URL(request.url).pathname.startsWith('/api/')) return false;
  return request.headers.get('accept')?.includes('text/html') ?? false;
}

/** A request for one of the web build's own files (Vite's output; no API route lives there). */
const isBuildFile = (request: Request, topFiles: ReadonlySet<string>) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { pathname } = new URL(request.url);
  return pathname.startsWith('/assets/') || topFiles.has(pathname);
};

async function main() {
  const env = readEnv();
  log = createNodeLogger(logSettingsOf(env)).log;
  refuseOn(settingsProblems(env));
  ensureWritable(env.DATA_DIR);
  const release = env.DATABASE_URL ? () => undefined : lockDataDir(env.DATA_DIR);
  process.on('exit', release);
  const database = await openDatabase(env);
  // Only when someone may read them: METRICS_PORT, or METRICS_TOKEN for the main port.
  const metrics =
    env.METRICS_PORT !== undefined || env.METRICS_TOKEN !== undefined ? createMetrics() : undefined;
  if (metrics && database.pool) watchPool(metrics, database.pool);
  if (env.DATABASE_URL)
    await waitForDatabase(database.db, {
      place: placeOf(env.DATABASE_URL),
      attempts: env.DATABASE_CONNECT_ATTEMPTS,
      log,
    });
  const migrations = nodeMigrations();
  await prepare(database.db, apiModules, migrations, {
    passwordIterations: env.PASSWORD_ITERATIONS,
    sampleData: env.BEACON_MODE === 'demo',
  });
  refuseOn(await databaseProblems(database.db, env));
  // PostgreSQL's autovacuum keeps statistics fresh; embedded PGlite has none, so refresh at start.
  if (database.kind === 'pglite') await vacuumAnalyze(database.db);

  // Set on SIGTERM: the readiness probe then sends traffic elsewhere while requests drain.
  let closing = false;
  const config = {
    migrationTags: migrations.map((migration) => migration.tag),
    draining: () => closing,
    jwtSecret: jwtSecret(env),
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshTokenTtl: env.REFRESH_TOKEN_TTL,
    passwordIterations: env.PASSWORD_ITERATIONS,
    logger: log,
    clientAddress: (c: Context) =>
      clientAddressOf(
        c.req.header('x-forwarded-for'),
        getConnInfo(c).remote.address,
        env.TRUST_PROXY,
      ),
    rateLimitScale: env.RATE_LIMIT_SCALE,
    registration: {
      open: env.REGISTRATION === 'open',
      invite: env.REGISTRATION === 'invite',
      role: env.REGISTRATION_ROLE,
    },
    appUrl: env.APP_URL,
    mail: {
      from: env.MAIL_FROM,
      transport:
        env.SMTP_URL === undefined
          ? undefined
          : (metrics?.countMail ?? ((t: MailTransport) => t))(smtpTransport(env.SMTP_URL)),
    },
    demoOutbox: env.BEACON_MODE === 'demo',
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            label: env.OIDC_LABEL,
          }
        : undefined,
    monitoring: {
      simulator: (env.MONITORING_SIMULATOR ?? (env.BEACON_MODE === 'demo' ? 'on' : 'off')) === 'on',
      retentionDays: env.MONITORING_RETENTION_DAYS,
    },
    files: {
      s3: await s3Store(env),
      images: sharpImages,
      quotaBytes: env.FILE_QUOTA_MB === undefined ? undefined : env.FILE_QUOTA_MB * 1024 * 1024,
    },
    metrics: metrics?.app,
  };
  if (metrics)
    watchTables(metrics, database.db, (error) =>
      log({ level: 'warn', msg: 'metrics query failed', error: String(error) }),
    );
  const metricsServer =
    metrics && env.METRICS_PORT !== undefined
      ? serveMetrics(
          metrics,
          { host: env.METRICS_HOST, port: env.METRICS_PORT, token: env.METRICS_TOKEN },
          (url) => log({ level: 'info', msg: 'metrics listening', url }),
          (error) => {
            const place = `${env.METRICS_HOST}:${env.METRICS_PORT}`;
            log({
              level: 'error',
              msg: 'failed to start',
              error: `METRICS_PORT ${place}: ${error.message}`,
            });
            process.exit(1);
          },
        )
      : undefined;
  // On the public port, only to whoever holds the token; otherwise the path is the app's like any.
  const scrapeHere =
    metrics && env.METRICS_TOKEN !== undefined
      ? scrapeHandler(metrics, env.METRICS_TOKEN)
      : undefined;
  // Several processes on one PostgreSQL hear each other's events through LISTEN/NOTIFY.
  const bus = env.DATABASE_URL
    ? postgresBus(env.DATABASE_URL, (error) =>
        log({ level: 'warn', msg: 'live bus', error: error.message }),
      )
    : memoryBus();
  if ('ready' in bus) await bus.ready;
  const live = createLive(database.db, config, bus, apiModules);
  const api = createApp({ db: database.db, config, live, modules: apiModules });
  api.route('/api/docs', docsRoutes());
  const stopJobs = api.startJobs({
    onError: (job, error) =>
      log({
        level: 'error',
        msg: 'job failed',
        job,
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  const webRoot = env.WEB_ROOT ?? new URL('../../web/dist/', import.meta.url).pathname;
  const web = webApp(webRoot, instanceAttributes(env));
  // The favicon and logos beside index.html: answered as the build's files, not by the API first.
  const topFiles = web ? rootFiles(webRoot) : new Set<string>();
  // The pages share index.html's scripts: each hash once.
  const scriptHashes = web
    ? [
        ...new Set(
          pageFiles(webRoot).flatMap((file) =>
            inlineScriptHashes(readFileSync(join(webRoot, file), 'utf8')),
          ),
        ),
      ]
    : [];

  const tls = tlsServer(env);
  const server = serve(
    {
      ...tls,
      hostname: env.HOST,
      port: env.PORT,
      fetch: new Hono<{ Bindings: HttpBindings }>()
        .use(securityHeaders(scriptHashes, env.TRUST_PROXY > 0))
        // API replies (JSON lists, a page's data) go out compressed when the client asks; the web
        // build's files come compressed already and are left as they are.
        .use(compress())
        .use(compressLargeJson())
        .use(metricsPath, (c, next) => (scrapeHere ? scrapeHere(c.req.raw) : next()))
        .all('*', async (c) => {
          const request = c.req.raw;
          // Some pages share their path with an API route (/apps/ecommerce/wishlist): a browser
          // navigating there wants the page. The app's own calls ask for JSON; /api/* stays the
          // API's (its docs page is HTML).
          if (web && isPageNavigation(request)) return web.fetch(request);
          // A page load asks for ≈ 100 of these: not through the API's middleware first.
          if (web && isBuildFile(request, topFiles)) {
            const file = await web.fetch(request);
            if (file.status !== 404) return file;
          }
          const response = await api.fetch(request, c.env);
          const read = request.method === 'GET' || request.method === 'HEAD';
          if (!web || !response.headers.has(NO_ROUTE_HEADER) || !read) return response;
          const page = await web.fetch(request);
          return page.status === 404 ? response : page;
        }).fetch,
    },
    (info) =>
      log({
        level: 'info',
        msg: 'listening',
        url: `${tls.createServer ? 'https' : 'http'}://${env.HOST}:${info.port}`,
        database: database.kind,
        web: web ? 'served' : 'not built',
      }),
  ) as Server | Http2SecureServer;
  const sockets = serveLive(server, live);
  metrics?.gauge('beacon_live_sockets_open', 'Live channel WebSockets open', sockets.open);
  const { drain } = drainable(server);
  const control = database.dump
    ? await startControl({ dataDir: env.DATA_DIR, dump: database.dump, log })
    : undefined;

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // A request still running after this long is cut short; a commit it made is kept all the same.
    setTimeout(() => process.exit(1), 10_000).unref();
    // Stop accepting first (logged after, so whoever reads the log finds the port closed), let the
    // requests already begun finish, then close the database.
    const drained = drain();
    sockets.close();
    metricsServer?.close();
    void control?.close();
    log({ level: 'info', msg: 'shutting down', signal });
    drained
      .then(() => stopJobs())
      .then(() => live.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log({ level: 'error', msg: 'shutdown failed', error: String(error) });
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  log({
    level: 'error',
    msg: 'failed to start',
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
});
