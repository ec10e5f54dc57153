import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { badRequest } from './errors';

/** The dotted path of the first string under `value` that holds U+0000, if any. */
function pathOfNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOfNul(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000, so a JSON body with one in any string is refused here, under
 * that field's name, instead of failing in the database as a 500 (issue 18's fuzzing found it).
 * Hono keeps the text it read for the route's own validation.
 */
export const refuseNul = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header('content-type')?.includes('json')) {
    const text = await c.req.text();
    if (text.includes('\u0000') || /\\u0000/i.test(text)) {
      let path: string | undefined;
      try {
        path = pathOfNul(JSON.parse(text));
      } catch {
        // Not JSON: the route's validation says so.
      }
      if (path !== undefined)
        throw badRequest({ [path || 'body']: ['Text may not contain the NUL character'] });
    }
  }
  await next();
});
