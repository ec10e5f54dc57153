import { afterEach, describe, expect, it } from 'vitest';
import type { RefreshReply } from '@beacon/contract/auth';
import { demoUsers, signInAs } from '../test/session';
import { ApiError, api, unwrap } from './http';
import i18n from './i18n';
import { session } from './session';
import { type Send, setMockTransport } from './transport';

/** What the fake server saw: one entry per request the client sent. */
interface Seen {
  method: string;
  /** The path and its query, e.g. `/api/users/user?id=1`. */
  path: string;
  authorization: string | null;
  body: unknown;
}

const gates: (() => void)[] = [];

/** A refresh held in flight until the test calls `resolve`. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  gates.push(resolve);
  return { promise, resolve };
}

const reply = (body: unknown, status = 200) => Response.json(body, { status });

/** Lets every pending promise callback run (the client awaits a few in a row per request). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves when `count` requests matching `filter` have been seen. */
async function until(seen: Seen[], filter: (s: Seen) => boolean, count: number) {
  for (let i = 0; i < 200; i++) {
    if (seen.filter(filter).length >= count) return;
    await settle();
  }
  throw new Error(`expected ${count} matching requests, saw ${JSON.stringify(seen)}`);
}

/**
 * A fake API: access token `valid` is accepted, anything else gets 401. POST /jwt/refresh-token
 * waits for `refreshGate`, then answers with `refreshReply` (or its status).
 */
function fakeServer(options: {
  valid: string;
  refresh?: () => Response | Promise<Response>;
  refreshGate?: Promise<void>;
  other?: (path: string) => Response | undefined;
}) {
  const seen: Seen[] = [];
  const send: Send = async (request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const entry: Seen = {
      method: request.method,
      path: url.pathname + url.search,
      authorization: request.headers.get('authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    seen.push(entry);
    if (entry.path === '/jwt/refresh-token') {
      await options.refreshGate;
      if (!options.refresh) throw new Error('no refresh expected');
      return options.refresh();
    }
    const other = options.other?.(entry.path);
    if (other) return other;
    if (entry.authorization !== `Bearer ${options.valid}`) {
      return reply({ error: 'Not authenticated' }, 401);
    }
    return reply({ path: entry.path, token: options.valid });
  };
  setMockTransport(Promise.resolve(send));
  return {
    seen,
    refreshes: () => seen.filter((s) => s.path === '/jwt/refresh-token'),
    to: (path: string) => seen.filter((s) => s.path === path),
  };
}

// A test that fails while a refresh is held would leave it pending, and every later request
// would wait for it: release them all so that one failure stays one failure.
afterEach(async () => {
  gates.splice(0).forEach((release) => release());
  await settle();
});

/** A request of its own per `id`: the fake server sees `/api/users/user?id=<id>`. */
const user = (id: number) => unwrap(api.GET('/api/users/user', { params: { query: { id } } }));
const userPath = (id: number) => `/api/users/user?id=${id}`;

const refreshed: RefreshReply = {
  userData: demoUsers.admin,
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
};

describe('the API client: the refresh queue', () => {
  it('refreshes once for many concurrent 401s, then retries each request with the new token', async () => {
    signInAs('admin', { accessToken: 'access-1', refreshToken: 'refresh-1' });
    const gate = deferred();
    const server = fakeServer({
      valid: 'access-2',
      refreshGate: gate.promise,
      refresh: () => reply(refreshed),
    });
    const ids = [1, 2, 3, 4, 5];
    const paths = ids.map(userPath);

    const results = ids.map(user);
    // Every request has met its 401 and the refresh is in flight before it answers.
    await until(server.seen, (s) => s.authorization === 'Bearer access-1', paths.length);
    await until(server.seen, (s) => s.path === '/jwt/refresh-token', 1);
    gate.resolve();

    expect(await Promise.all(results)).toEqual(paths.map((path) => ({ path, token: 'access-2' })));
    expect(server.refreshes()).toHaveLength(1);
    expect(server.refreshes()[0]).toMatchObject({
      method: 'POST',
      body: { refreshToken: 'refresh-1' },
    });
    for (const path of paths) {
      expect(server.to(path).map((s) => s.authorization)).toEqual([
        'Bearer access-1',
        'Bearer access-2',
      ]);
    }
    // The rotated pair is stored for the next requests and for a reload.
    expect(session.get()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('holds a request started during a refresh and sends it once, with the new token', async () => {
    signInAs('admin', { accessToken: 'access-1', refreshToken: 'refresh-1' });
    const gate = deferred();
    const server = fakeServer({
      valid: 'access-2',
      refreshGate: gate.promise,
      refresh: () => reply(refreshed),
    });

    const first = user(1);
    await until(server.seen, (s) => s.path === '/jwt/refresh-token', 1);
    const late = user(2);
    await settle();
    // While the refresh is in flight the late request has not gone out with the old token.
    expect(server.to(userPath(2))).toEqual([]);
    gate.resolve();

    await expect(late).resolves.toEqual({ path: userPath(2), token: 'access-2' });
    await expect(first).resolves.toMatchObject({ token: 'access-2' });
    expect(server.to(userPath(2)).map((s) => s.authorization)).toEqual(['Bearer access-2']);
    expect(server.refreshes()).toHaveLength(1);
  });

  it('signs the user out when the refresh fails, and every caller gets ApiError 401', async () => {
    signInAs('admin', { accessToken: 'access-1', refreshToken: 'refresh-1' });
    const gate = deferred();
    const server = fakeServer({
      valid: 'access-2',
      refreshGate: gate.promise,
      refresh: () => reply({ error: 'Invalid refresh token' }, 401),
    });

    const results = [1, 2, 3].map((id) =>
      user(id).then(
        () => 'resolved',
        (error: unknown) => error,
      ),
    );
    await until(server.seen, (s) => s.authorization === 'Bearer access-1', 3);
    gate.resolve();

    for (const error of await Promise.all(results)) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
    }
    expect(server.refreshes()).toHaveLength(1);
    // No request was retried: there was no token to retry with.
    expect(server.seen.filter((s) => s.path !== '/jwt/refresh-token')).toHaveLength(3);
    expect(session.get()).toEqual({ userData: null, accessToken: null, refreshToken: null });
    expect(session.isSignedIn()).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('signs the user out when the refresh request itself cannot be sent', async () => {
    signInAs('admin', { accessToken: 'access-1', refreshToken: 'refresh-1' });
    fakeServer({ valid: 'access-2', refresh: () => Promise.reject(new TypeError('offline')) });

    await expect(user(1)).rejects.toMatchObject({ status: 401 });
    expect(session.isSignedIn()).toBe(false);
  });

  it('does not refresh again when the retried request still gets 401', async () => {
    signInAs('admin', { accessToken: 'access-1', refreshToken: 'refresh-1' });
    // The refresh "succeeds" but the server still refuses the new token.
    const server = fakeServer({ valid: 'never', refresh: () => reply(refreshed) });

    const error = await user(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(server.refreshes()).toHaveLength(1);
    expect(server.to(userPath(1))).toHaveLength(2);
  });

  it('passes a 401 on without refreshing when nobody is signed in', async () => {
    const server = fakeServer({ valid: 'access-2', refresh: () => reply(refreshed) });

    await expect(user(1)).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes()).toHaveLength(0);
    expect(server.to(userPath(1))[0]?.authorization).toBeNull();
  });
});

describe('the API client: requests and errors', () => {
  it('sends `Authorization: Bearer <token>` with the raw token, no quotes', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl';
    signInAs('admin', { accessToken: token });
    const server = fakeServer({ valid: token });

    await unwrap(api.GET('/api/users/list/data'));
    expect(server.to('/api/users/list/data')[0]?.authorization).toBe(`Bearer ${token}`);
    // Stored raw as well, not JSON-quoted (the API still accepts `Bearer "…"` from older clients).
    expect(localStorage.getItem('accessToken')).toBe(token);
  });

  it('sends the query, the path parameters and a JSON body', async () => {
    signInAs('admin', { accessToken: 'access-1' });
    const seen: Request[] = [];
    setMockTransport(
      Promise.resolve((request: Request) => {
        seen.push(request.clone());
        return Promise.resolve(reply({ ok: true }));
      }),
    );

    await unwrap(
      api.GET('/api/users/list/data', {
        params: { query: { q: '', page: 2, role: undefined, status: 'active' } },
      }),
    );
    await unwrap(
      api.GET('/apps/ecommerce/products', {
        params: { query: { category: ['Audio', 'Cameras & Camcorders'], brand: null } },
      }),
    );
    await unwrap(
      api.PUT('/apps/roles/users/{id}', { params: { path: { id: 7 } }, body: { role: 'admin' } }),
    );
    const [list, products, assign] = seen;
    // Empty and missing values are left out, as the API treats them as "no filter".
    expect(list?.method).toBe('GET');
    expect([...new URL(list?.url ?? '').searchParams]).toEqual([
      ['page', '2'],
      ['status', 'active'],
    ]);
    expect(list?.headers.get('content-type')).toBeNull();
    // A list repeats its name.
    expect([...new URL(products?.url ?? '').searchParams]).toEqual([
      ['category', 'Audio'],
      ['category', 'Cameras & Camcorders'],
    ]);
    expect(assign?.method).toBe('PUT');
    expect(new URL(assign?.url ?? '').pathname).toBe('/apps/roles/users/7');
    expect(assign?.headers.get('content-type')).toBe('application/json');
    expect(await assign?.json()).toEqual({ role: 'admin' });
  });

  it("asks for JSON in the reader's language, which the API writes its copy in", async () => {
    signInAs('admin', { accessToken: 'access-1' });
    const seen: Request[] = [];
    setMockTransport(
      Promise.resolve((request: Request) => {
        seen.push(request);
        return Promise.resolve(reply({ categories: [] }));
      }),
    );
    await i18n.changeLanguage('fr');

    await unwrap(api.GET('/faq/data'));
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
    expect(seen[0]?.headers.get('accept-language')).toBe('fr');
  });

  it.each([
    { status: 404, body: { error: 'User not found' } },
    { status: 500, body: { error: 'Internal error' } },
    { status: 403, body: { error: 'You are not allowed to do this' } },
  ])(
    'passes $status on unchanged, with its body, and does not refresh',
    async ({ status, body }) => {
      signInAs('admin', { accessToken: 'access-1', refreshToken: 'refresh-1' });
      const server = fakeServer({
        valid: 'access-1',
        refresh: () => reply(refreshed),
        other: () => reply(body, status),
      });

      const error = await user(1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, body, message: body.error });
      expect(server.refreshes()).toHaveLength(0);
      expect(server.to(userPath(1))).toHaveLength(1);
      expect(session.isSignedIn()).toBe(true);
    },
  );

  it('exposes the field messages of a 400 reply', async () => {
    signInAs('admin');
    const body = { error: { email: ['Enter a valid email'], fullName: ['Required'] } };
    fakeServer({ valid: 'x', other: () => reply(body, 400) });

    const error = (await unwrap(
      api.POST('/apps/users/add-user', {
        body: { fullName: '', username: 'ann', email: 'x', role: 'admin', currentPlan: 'basic' },
      }),
    ).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.fields).toEqual(body.error);
  });

  it("makes a proxy's error page that is not JSON an ApiError without a body", async () => {
    signInAs('admin');
    fakeServer({
      valid: 'x',
      other: () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }),
    });

    const error = await user(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, body: undefined, message: 'Request failed (502)' });
    expect((error as ApiError).fields).toBeNull();
  });

  it("gives a JSON error that is not the API's no body, and a reply that is not JSON throws", async () => {
    signInAs('admin');
    const replies = [
      reply({ message: 'not ours' }, 500),
      new Response('not json', { status: 200, headers: { 'content-type': 'text/plain' } }),
    ];
    fakeServer({ valid: 'x', other: () => replies.shift() });

    await expect(user(1)).rejects.toMatchObject({ status: 500, body: undefined });
    await expect(user(2)).rejects.toThrow(SyntaxError);
  });
});
