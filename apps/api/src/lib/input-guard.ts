import { ingestPath } from '@beacon/contract/monitoring';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { tryDecodeURIComponent } from 'hono/utils/url';
import type { AppEnv } from './context';
import { badRequest } from './errors';
import { bearerToken } from './guard';
import { MAX_BODY_DEPTH, badJsonField, badText, depthMessage, nestsDeeperThan } from './input-text';
import { badInput } from './openapi';
import { byAddress, limited, tooManyReply } from './rate-limit';
import type { Router } from './router';
import { verifyAccessToken } from './tokens';

type Ctx = Context<AppEnv>;

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes without a valid access token (sign-in, sign-up, refresh, or anyone's garbage) per client
 * address: generous, so that an office behind one address never meets it, yet a flood of bodies
 * read before any authentication is cut short. Scaled by `rateLimitScale` like the sign-in limits.
 */
export const unsignedWriteLimit = { limit: 300, windowMs: 5 * 60_000 };

/** The caller's address when the request is a write without a valid access token. */
const unsignedWriter = (() => {
  const seen = new WeakMap<Request, Promise<string | undefined>>();
  const keyOf = async (c: Ctx): Promise<string | undefined> => {
    // Devices post readings without a person's token, many a minute from one site: the route
    // limits them per device, and its refusals per address (monitoring/ingest-limit.ts).
    if (!writes.has(c.req.method) || c.req.path === ingestPath) return undefined;
    const address = await byAddress(c);
    if (address === undefined) return undefined;
    const token = bearerToken(c.req.header('authorization'));
    const claims = token ? await verifyAccessToken(c.var.config, token) : null;
    return claims ? undefined : address;
  };
  // The limiter asks twice per request (whether to skip, then the key): verify the token once.
  return (c: Ctx) => {
    let key = seen.get(c.req.raw);
    if (!key) {
      key = keyOf(c);
      seen.set(c.req.raw, key);
    }
    return key;
  };
})();

/** The route's name for the path segment at `index` of `count`, when it is a route parameter. */
function segmentName(c: Ctx, index: number, count: number): string {
  const pattern = routePath(c, -1).split('/');
  const segment = pattern[index];
  if (pattern.length !== count || !segment?.startsWith(':')) return 'path';
  return segment.slice(1).replace(/\{.*$/, '').replace(/\?$/, '') || 'path';
}

/** The first query key or value, path segment or header that cannot be stored, as a 400. */
function checkUrlAndHeaders(c: Ctx) {
  const url = c.req.url;
  const query = url.indexOf('?');
  const pathEnd = query === -1 ? url.length : query;
  const segments = url.slice(url.indexOf('/', url.indexOf('//') + 2), pathEnd).split('/');
  for (const [index, segment] of segments.entries()) {
    const message = badText(tryDecodeURIComponent(segment));
    if (message) throw badRequest({ [segmentName(c, index, segments.length)]: [message] });
  }
  if (query !== -1)
    for (const [key, values] of Object.entries(c.req.queries())) {
      const keyMessage = badText(key);
      if (keyMessage) throw badRequest({ query: [keyMessage] });
      for (const value of values) {
        const message = badText(value);
        if (message) throw badRequest({ [key]: [message] });
      }
    }
  // The platforms refuse such headers already; a runtime that did not would reach here.
  for (const [name, value] of c.req.raw.headers) {
    const message = badText(value);
    if (message) throw badRequest({ [name]: [message] });
  }
}

/** A JSON body nested too deep, or holding text the database cannot store, as a 400. */
async function checkJsonBody(c: Ctx) {
  if (!writes.has(c.req.method) || !c.req.header('content-type')?.toLowerCase().includes('json'))
    return;
  // Hono keeps the text it read for the route's own validation.
  const text = await c.req.text();
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) throw badRequest({ body: [depthMessage] });
  const bad = badJsonField(text);
  if (bad) throw badRequest({ [bad.field]: [bad.message] });
}

const limitUnsigned = limited(unsignedWriteLimit, unsignedWriter);

/**
 * Bad input refused before any route, authentication or transaction sees it, in time bounded by
 * the input's length: text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) anywhere in the
 * query, path, headers or JSON body, and bodies nested deeper than any route takes (parsing and
 * walking those was seconds of a stalled server). Runs after the app's context is set.
 */
export const guardInput = createMiddleware<AppEnv>((c, next) =>
  limitUnsigned(c, async () => {
    checkUrlAndHeaders(c);
    await checkJsonBody(c);
    await next();
  }),
);

/**
 * Any route may answer the guard's 400, and a write its 429: documented once for all, so that a
 * client or fuzzer reading the document meets no reply it does not describe.
 */
export function documentGuardReplies(definitions: Router['openAPIRegistry']['definitions']) {
  for (const definition of definitions) {
    if (definition.type !== 'route') continue;
    const { method, responses } = definition.route;
    responses[400] ??= badInput[400];
    if (writes.has(method.toUpperCase())) responses[429] ??= tooManyReply[429];
  }
}
