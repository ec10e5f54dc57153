import { type Send, setMockTransport } from '../lib/transport';

/** One request the app sent, as a handler sees it and as a test asserts on it. */
export interface ApiCall {
  method: string;
  /** The path without the query, e.g. `/api/users/list/data`. */
  path: string;
  url: URL;
  /** `url.searchParams` as a plain object. */
  query: Record<string, string>;
  /** Values of `:name` segments of the matched route key. */
  params: Record<string, string>;
  headers: Headers;
  /** The parsed JSON body, or undefined. */
  body: unknown;
}

/** A handler returns a `Response` (see `json`) or any value, which is sent as JSON with 200. */
export type ApiHandler = (call: ApiCall) => unknown;

/** A route's answer: a handler, or a fixed reply (a `Response`, or a value sent as JSON). */
export type ApiRoute = ApiHandler | object | string | number | boolean | null;

/** A JSON reply with a status, e.g. `json({ error: { email: ['taken'] } }, 400)`. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

export interface MockedApi {
  /** Every request, in order, including unhandled ones. */
  calls: ApiCall[];
  /** The requests that match `key` ("METHOD /path/:param"), whether or not a route answered. */
  callsTo(key: string): ApiCall[];
  /** Requests no route answered (they got a 404 JSON reply). */
  unhandled: ApiCall[];
}

interface Route {
  method: string;
  segments: string[];
  handler: ApiHandler;
}

function parseKey(key: string, handler: ApiRoute): Route {
  const [method, path] = key.trim().split(/\s+/);
  if (!method || !path?.startsWith('/')) throw new Error(`mockApi: bad route key "${key}"`);
  return {
    method: method.toUpperCase(),
    segments: path.split('/'),
    handler:
      typeof handler === 'function'
        ? (handler as ApiHandler)
        : // A fixed Response is cloned per call: a body can be read only once.
          () => (handler instanceof Response ? handler.clone() : handler),
  };
}

function match(route: Route, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const parts = path.split('/');
  if (parts.length !== route.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of route.segments.entries()) {
    const part = parts[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return null;
  }
  return params;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Answers the app's API calls (everything the typed client `api` sends) from a route table, for
 * component tests:
 *
 *   const server = mockApi({
 *     'GET /api/users/list/data': { total: 1, users: [user] },
 *     'POST /apps/users/add-user': ({ body }) => json({ user: { id: 51, ...body } }, 201),
 *     'DELETE /apps/users/delete': () => new Response(null, { status: 200 }),
 *   });
 *   …
 *   expect(server.callsTo('POST /apps/users/add-user')[0]?.body).toMatchObject({ fullName: 'A' });
 *
 * A request no route matches gets 404 `{ error: 'No test handler for …' }` and is listed in
 * `unhandled`. The table is replaced by the next `mockApi` call and cleared after each test.
 */
export function mockApi(routes: Record<string, ApiRoute>): MockedApi {
  const table = Object.entries(routes).map(([key, handler]) => parseKey(key, handler));
  const calls: ApiCall[] = [];
  const unhandled: ApiCall[] = [];

  const send: Send = async (request) => {
    const url = new URL(request.url);
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      url,
      query: Object.fromEntries(url.searchParams),
      params: {},
      headers: request.headers,
      body: await readBody(request),
    };
    calls.push(call);
    for (const route of table) {
      const params = match(route, call.method, call.path);
      if (!params) continue;
      call.params = params;
      const reply = await route.handler(call);
      return reply instanceof Response ? reply : json(reply ?? null);
    }
    unhandled.push(call);
    return json({ error: `No test handler for ${call.method} ${call.path}` }, 404);
  };
  setMockTransport(Promise.resolve(send));

  return {
    calls,
    unhandled,
    callsTo: (key) => {
      const route = parseKey(key, null);
      return calls.filter((call) => match(route, call.method, call.path) !== null);
    },
  };
}

/** After each test (setup.ts): requests go to the test network again, which refuses them. */
export function resetTransport(): void {
  setMockTransport(Promise.resolve((request: Request) => globalThis.fetch(request)));
}
