import { ingestPath } from '@beacon/contract/monitoring';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { backends, openTestDatabase, testConfig, useTestApp } from './test/harness';

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

/** Sample query strings that pass validation, so a guarded route's reply depends on the caller only. */
const validQuery: Record<string, string> = {
  '/api/users/user': '?id=1',
  '/apps/users/delete': '?id=1',
  '/apps/todo/delete-task': '?taskId=1',
  '/apps/calendar/remove-event': '?id=1',
  '/apps/calendar/events': '?calendars=Business',
  '/api/monitoring/report': '?from=2024-01-01T00:00:00Z&to=2024-01-02T00:00:00Z',
  '/api/monitoring/report/export': '?from=2024-01-01T00:00:00Z&to=2024-01-02T00:00:00Z',
};

/** A documented path with its `{params}` filled in by 1, so a route's own validation passes. */
const withIds = (path: string) => path.replace(/\{[^}]+\}/g, '1');

const expiredToken = () =>
  new SignJWT({ id: 1, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(Math.floor(Date.now() / 1000) - 700)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
    .sign(new TextEncoder().encode(testConfig.jwtSecret));

/** The client's own token with its payload swapped for the admin's id: the signature no longer fits. */
function tampered(token: string): string {
  const [head, , signature] = token.split('.');
  const payload = Buffer.from(
    JSON.stringify({ id: 1, typ: 'access', exp: 9_999_999_999 }),
  ).toString('base64url');
  return `${head}.${payload}.${signature}`;
}

describe.each(backends)('the app on %s', (backend) => {
  const t = useTestApp(backend);

  const guardedRoutes = async () => {
    const doc = (await t.call<OpenApiDocument>('GET', '/api/openapi.json')).body;
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.security?.length)
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
  };

  // One's own two-factor sign-in, passkeys, provider links and sessions: every signed-in account
  // may manage its own, so a client is not refused there.
  const ownIdentity = (path: string) => /^\/(api\/)?auth\//.test(path);
  // A device's own token, never a person's: every person's token is refused there alike (401).
  const deviceRoute = (path: string) => path === ingestPath;
  // The file store: a file's links say who may read it, and an avatar is anyone's to upload.
  const fileRoute = (path: string) => path.startsWith('/api/files');

  it('documents every route in /api/openapi.json', async () => {
    const reply = await t.call<OpenApiDocument>('GET', '/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.paths).sort()).toEqual([
      '/account-setting/data',
      '/account-setting/general',
      '/account-setting/info',
      '/account-setting/notification',
      '/account-setting/password',
      '/account-setting/social',
      '/api/audit',
      '/api/audit/actors',
      '/api/auth/oidc/callback',
      '/api/auth/oidc/complete',
      '/api/auth/oidc/links',
      '/api/auth/oidc/links/{id}',
      '/api/auth/oidc/start',
      '/api/autocomplete/data',
      '/api/bookmarks/data',
      '/api/bookmarks/update',
      '/api/datatables/data',
      '/api/datatables/generate',
      '/api/datatables/initial-data',
      '/api/datatables/rows',
      '/api/datatables/rows/{id}',
      '/api/files',
      '/api/files/usage',
      '/api/files/{id}',
      '/api/files/{id}/thumbnail',
      '/api/health',
      '/api/health/live',
      '/api/health/ready',
      '/api/invitations',
      '/api/invitations/{id}',
      '/api/invoice/clients',
      '/api/invoice/invoices/{id}',
      '/api/main-search/data',
      '/api/monitoring/alarms',
      '/api/monitoring/alarms/active',
      '/api/monitoring/alarms/{id}/acknowledge',
      '/api/monitoring/ingest',
      '/api/monitoring/overview',
      '/api/monitoring/report',
      '/api/monitoring/report/export',
      '/api/monitoring/rules',
      '/api/monitoring/rules/{id}',
      '/api/monitoring/sensors',
      '/api/monitoring/sensors/{id}',
      '/api/monitoring/sensors/{id}/token',
      '/api/monitoring/series',
      '/api/monitoring/settings',
      '/api/outbox',
      '/api/outbox/demo',
      '/api/outbox/{id}',
      '/api/users/activity',
      '/api/users/list/all-data',
      '/api/users/list/data',
      '/api/users/user',
      '/apps/calendar/add-event',
      '/apps/calendar/events',
      '/apps/calendar/remove-event',
      '/apps/calendar/update-event',
      '/apps/chat/chats-and-contacts',
      '/apps/chat/get-chat',
      '/apps/chat/send-msg',
      '/apps/chat/users/profile-user',
      '/apps/ecommerce/addresses',
      '/apps/ecommerce/addresses/{id}',
      '/apps/ecommerce/cart',
      '/apps/ecommerce/cart/summary',
      '/apps/ecommerce/cart/{productId}',
      '/apps/ecommerce/manage/products',
      '/apps/ecommerce/manage/products/{id}',
      '/apps/ecommerce/orders',
      '/apps/ecommerce/orders/{id}',
      '/apps/ecommerce/products',
      '/apps/ecommerce/products/{id}',
      '/apps/ecommerce/wishlist',
      '/apps/ecommerce/wishlist/{productId}',
      '/apps/email/delete-emails',
      '/apps/email/drafts',
      '/apps/email/emails',
      '/apps/email/get-email',
      '/apps/email/paginate-email',
      '/apps/email/send',
      '/apps/email/update-emails',
      '/apps/email/update-emails-label',
      '/apps/invoice/delete',
      '/apps/invoice/invoices',
      '/apps/invoice/invoices/{id}',
      '/apps/invoice/invoices/{id}/payments',
      '/apps/invoice/invoices/{id}/send',
      '/apps/permissions/add-permission',
      '/apps/permissions/data',
      '/apps/permissions/delete',
      '/apps/permissions/update-permission',
      '/apps/roles',
      '/apps/roles/two-factor',
      '/apps/roles/users',
      '/apps/roles/users/{id}',
      '/apps/roles/{id}',
      '/apps/roles/{id}/two-factor',
      '/apps/todo/add-tasks',
      '/apps/todo/delete-task',
      '/apps/todo/reorder',
      '/apps/todo/restore-task',
      '/apps/todo/tasks',
      '/apps/todo/update-task',
      '/apps/users/add-user',
      '/apps/users/avatar',
      '/apps/users/delete',
      '/auth/accept-invitation',
      '/auth/forgot-password',
      '/auth/invitation',
      '/auth/passkeys',
      '/auth/passkeys/authentication-options',
      '/auth/passkeys/registration-options',
      '/auth/passkeys/sign-in',
      '/auth/passkeys/{id}',
      '/auth/reset-password',
      '/auth/sessions',
      '/auth/sessions/{id}',
      '/auth/two-factor',
      '/auth/two-factor/disable',
      '/auth/two-factor/enable',
      '/auth/two-factor/recovery-codes',
      '/auth/two-factor/setup',
      '/auth/two-factor/setup-challenge',
      '/auth/two-factor/setup-confirm',
      '/auth/two-factor/verify',
      '/auth/verify-email',
      '/auth/verify-email/resend',
      '/blog/list/data',
      '/blog/list/data/detail',
      '/blog/list/data/detail/comments',
      '/blog/list/data/edit',
      '/blog/list/data/edit/{id}',
      '/blog/list/data/sidebar',
      '/card/card-analytics/avg-sessions',
      '/card/card-analytics/customers',
      '/card/card-analytics/goal-overview',
      '/card/card-analytics/product-orders',
      '/card/card-analytics/revenue',
      '/card/card-analytics/revenue-report',
      '/card/card-analytics/sessions-device',
      '/card/card-analytics/support-tracker',
      '/card/card-statistics/active-users',
      '/card/card-statistics/newsletter',
      '/card/card-statistics/orders',
      '/card/card-statistics/orders-bar-chart',
      '/card/card-statistics/profit-line-chart',
      '/card/card-statistics/revenue',
      '/card/card-statistics/sales',
      '/card/card-statistics/site-traffic',
      '/card/card-statistics/subscribers',
      '/faq/data',
      '/faq/data/category',
      '/faq/data/knowledge_base',
      '/faq/data/question',
      '/jwt/login',
      '/jwt/logout',
      '/jwt/refresh-token',
      '/jwt/register',
      '/pricing/data',
      '/profile/data',
      '/profile/data/polls/vote',
      '/profile/data/posts',
    ]);
  });

  it('enforces access on every guarded route: none, expired or tampered token 401, client 403', async () => {
    const routes = await guardedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const client = await t.tokenOf('client');
    const callers = { expired: await expiredToken(), tampered: tampered(client), client };
    for (const { method, path } of routes) {
      const url = `${withIds(path)}${validQuery[path] ?? ''}`;
      const body = method === 'POST' || method === 'PATCH' ? {} : undefined;
      const none = await t.call(method, url, { body });
      expect(none.status, `${method} ${path} without a token`).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      expect(
        (await t.call(method, url, { body, token: callers.expired })).status,
        `${method} ${path} expired`,
      ).toBe(401);
      expect(
        (await t.call(method, url, { body, token: callers.tampered })).status,
        `${method} ${path} tampered`,
      ).toBe(401);
      const denied = await t.call(method, url, { body, token: callers.client });
      if (ownIdentity(path) || deviceRoute(path) || fileRoute(path)) {
        expect(denied.status, `${method} ${path} as client`).not.toBe(403);
        continue;
      }
      expect(denied.status, `${method} ${path} as client`).toBe(403);
      expect(denied.body).toEqual({ error: 'You are not allowed to do this' });
    }
  });

  it('lets the admin through every guarded route', async () => {
    const admin = await t.tokenOf('admin');
    for (const { method, path } of await guardedRoutes()) {
      if (method === 'DELETE') continue; // deleting is covered by the users tests
      if (deviceRoute(path)) continue; // no person's token passes: monitoring/ingest.test.ts
      const reply = await t.call(method, `${withIds(path)}${validQuery[path] ?? ''}`, {
        token: admin,
        body: method === 'POST' || method === 'PATCH' ? {} : undefined,
      });
      // Id 1 may name nothing the admin owns yet (an order): 404 is an answer, not a refusal; so
      // is a provider's route on a server without one, and 409 for a record already in that state
      // (a sample alarm acknowledged).
      const answers =
        path.includes('{') || path.startsWith('/api/auth/oidc/')
          ? [200, 400, 404, 409]
          : [200, 400];
      expect(answers, `${method} ${path} as admin`).toContain(reply.status);
    }
  });

  it('accepts a JSON-quoted bearer header', async () => {
    const token = await t.tokenOf('admin');
    const reply = await t.call('GET', '/api/users/list/data', {
      headers: { authorization: `Bearer "${token}"` },
    });
    expect(reply.status).toBe(200);
  });

  it('refuses a token signed with another secret, and a token of a deleted account', async () => {
    const foreign = await new SignJWT({ id: 1, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await t.call('GET', '/api/users/list/data', { token: foreign })).status).toBe(401);
    const ghost = await new SignJWT({ id: 999, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(testConfig.jwtSecret));
    expect((await t.call('GET', '/api/users/list/data', { token: ghost })).status).toBe(401);
  });

  it('answers health with the database status', async () => {
    const reply = await t.call('GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown routes under the API prefixes with 404 JSON', async () => {
    for (const path of ['/api/nope', '/jwt/nope', '/apps/users/nope']) {
      const reply = await t.call('GET', path);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: 'Not found' });
      expect(reply.headers.get('x-beacon-no-route')).toBe('1');
    }
  });
});

describe('a thrown error', () => {
  it('answers 500 without stack or SQL, and logs it with the request id', async () => {
    const database = await openTestDatabase('pglite');
    const logger = vi.fn();
    const app = createApp({ db: database.db, config: { ...testConfig, logger } });
    const login = await app.request('/jwt/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    await database.close(); // every query now throws

    const reply = await app.request('/api/users/list/data', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(reply.status).toBe(500);
    const text = await reply.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal error' });
    expect(text).not.toMatch(/select|at |\.ts/i);
    const requestId = reply.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(logger).toHaveBeenCalledWith(
      expect.objectContaining({ level: 'error', msg: 'unhandled error', requestId }),
    );
    expect(logger).toHaveBeenCalledWith(
      expect.objectContaining({
        msg: 'request',
        status: 500,
        requestId,
        route: '/api/users/list/data',
      }),
    );

    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
  });
});
