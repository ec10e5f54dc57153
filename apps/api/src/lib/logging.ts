import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv, Logger, Principal } from './context';

/**
 * The pattern of the route that answered (`/api/files/:id`), so lines group by endpoint and never
 * carry what a path holds; null when no route matched (a 404). Middleware is registered for every
 * method, a route for its own.
 */
export function routeOf(c: Context<AppEnv>): string | null {
  return matchedRoutes(c).find((route) => route.method !== 'ALL')?.path ?? null;
}

/** A load balancer or an orchestrator asks every few seconds: a line each would drown the rest. */
const isProbe = (route: string | null) => route?.startsWith('/api/health') ?? false;

/** One structured line per request: enough to follow a request id from a 500 to its cause. */
export const requestLog = (log: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeOf(c);
    // The guard sets it once the token checks out; read after the route ran.
    const principal = c.get('principal') as Principal | undefined;
    log({
      level: c.res.status >= 500 ? 'error' : isProbe(route) ? 'debug' : 'info',
      msg: 'request',
      requestId: c.var.requestId,
      method: c.req.method,
      route,
      // An unmatched path is what an operator looks for in a 404 (a scanner, a stale client).
      ...(route === null && { path: c.req.path }),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(principal && { accountId: principal.id }),
    });
  });

/**
 * A failed query's message lists its parameters, which can be a password hash, a token's hash or
 * a person's data: the log keeps the query and drops them.
 */
export function withoutParams(text: string): string {
  const start = text.indexOf('\nparams: ');
  if (start < 0) return text;
  const stack = text.indexOf('\n    at ', start);
  return `${text.slice(0, start)}\nparams: [left out]${stack < 0 ? '' : text.slice(stack)}`;
}

/**
 * What must never reach a log line, as it may appear inside free text (an error's message): a
 * JWT, a bearer header, a link's token, a data URL, a long random key.
 */
export const secretPatterns: readonly RegExp[] = [
  /eyJ[\w-]*\.[\w-]+\.[\w-]*/g,
  /\bbearer\s+\S+/gi,
  /\b(token|code|secret|key|password)=[^\s&"']+/gi,
  /data:[\w/+.-]*;base64,[\w+/=]*/gi,
  // A connection string's user and password (postgres://user:secret@host, smtp://…).
  /(?<=\/\/)[^\s/:@]+:[^\s/@]+(?=@)/g,
  // A run of 40 or more base64 characters mixing cases and digits: a key, not a word or a path.
  /(?<![\w+/])(?=[\w+/-]*[a-z])(?=[\w+/-]*[A-Z])(?=[\w+/-]*\d)[\w+/-]{40,}={0,2}/g,
];

/** A thrown error's text with any secret it holds replaced: a library may quote its input. */
export function withoutSecrets(text: string): string {
  return secretPatterns.reduce((result, pattern) => result.replace(pattern, '[left out]'), text);
}

export function logError(c: Context<AppEnv>, error: unknown): void {
  const entry = {
    level: 'error' as const,
    msg: 'unhandled error',
    requestId: c.var.requestId,
    method: c.req.method,
    route: routeOf(c),
    error: withoutSecrets(
      withoutParams(error instanceof Error ? (error.stack ?? error.message) : String(error)),
    ),
  };
  if (c.var.config.logger) c.var.config.logger(entry);
  else console.error(entry);
}
