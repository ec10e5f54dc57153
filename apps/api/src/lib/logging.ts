import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Logger } from './context';

/** One structured line per request: enough to follow a request id from a 500 to its cause. */
export const requestLog = (log: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
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

export function logError(c: Context<AppEnv>, error: unknown): void {
  const entry = {
    level: 'error' as const,
    msg: 'unhandled error',
    requestId: c.var.requestId,
    method: c.req.method,
    path: c.req.path,
    error: withoutParams(error instanceof Error ? (error.stack ?? error.message) : String(error)),
  };
  if (c.var.config.logger) c.var.config.logger(entry);
  else console.error(entry);
}
