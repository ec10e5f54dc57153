import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../test/harness';
import { unsignedWriteLimit } from './input-guard';
import {
  MAX_BODY_DEPTH,
  badJsonField,
  depthMessage,
  nestsDeeperThan,
  nulMessage,
  surrogateMessage,
} from './input-text';

// Bad input is refused before routes, authentication and transactions, in time bounded by its
// length; PGlite alone, as nothing here reaches the database but the health check.

describe('input guard', () => {
  const t = useTestApp('pglite');

  it('refuses a deeply nested body at once, while the health check is answered', async () => {
    // 16,000 levels: walking such a body took a second or more of the whole server's time, each.
    const deep = `${'['.repeat(16_000)}"\\u0000"${']'.repeat(16_000)}`;
    const started = Date.now();
    const [health, ...refused] = await Promise.all([
      t.call('GET', '/api/health'),
      ...Array.from({ length: 8 }, () => t.call('POST', '/jwt/login', { body: deep })),
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(health?.status).toBe(200);
    for (const reply of refused) {
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: { body: [depthMessage] } });
    }
  });

  it('leaves a body nested up to the limit to the route', async () => {
    // The object is one level, the array around 1 the rest.
    const depth = MAX_BODY_DEPTH - 1;
    const email = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const reply = await t.call<{ error: Record<string, string[]> }>('POST', '/jwt/login', {
      body: `{"email":${email},"password":"x"}`,
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error)).toContain('email');
    expect(reply.body.error.body).toBeUndefined();
  });

  it('names the query value, key or path parameter that holds a NUL', async () => {
    const token = await t.tokenOf('admin');
    expect(await t.call('GET', '/api/users/list/data?q=%00', { token })).toMatchObject({
      status: 400,
      body: { error: { q: [nulMessage] } },
    });
    expect(await t.call('GET', '/api/users/list/data?q%00=1', { token })).toMatchObject({
      status: 400,
      body: { error: { query: [nulMessage] } },
    });
    expect(
      await t.call('PUT', '/apps/roles/1%00', { token, body: { name: 'x', permissions: [] } }),
    ).toMatchObject({ status: 400, body: { error: { id: [nulMessage] } } });
  });

  it('names the body field that holds an unpaired surrogate', async () => {
    const reply = await t.call('POST', '/api/datatables/rows', {
      token: await t.tokenOf('admin'),
      body: '{"full_name":"Ada","post":"Engineer","city":"Lis\\ud800bon"}',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: { city: [surrogateMessage] } });
  });
});

describe('bad text and nesting, read from JSON text', () => {
  it('counts nesting outside strings only', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a\\"[[[":[[1]]}`, 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[[1]]}', 2)).toBe(true);
  });

  it('finds the first bad string or key; passes escaped backslashes and surrogate pairs', () => {
    expect(badJsonField('{"a":{"b":["ok","\\u0000"]}}')).toEqual({
      field: 'a.b.1',
      message: nulMessage,
    });
    expect(badJsonField('{"a":{"x\\u0000":1}}')).toEqual({ field: 'a', message: nulMessage });
    expect(badJsonField('"\\udc00"')).toEqual({ field: 'body', message: surrogateMessage });
    expect(badJsonField('{"a":"\\\\u0000","b":"\\ud83d\\ude00"}')).toBeUndefined();
  });
});

describe('writes without a valid access token, per address', () => {
  const t = useTestApp('pglite', { ...testConfig, clientAddress: () => '203.0.113.9' });

  it('are limited generously; signed-in writes and reads are not counted', async () => {
    const token = await t.tokenOf('admin');
    const unsigned = () => t.call('POST', '/apps/todo/add-tasks', { body: { title: 'x' } });
    for (let i = 0; i < unsignedWriteLimit.limit - 1; i++)
      expect((await unsigned()).status).toBe(401);
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    const refused = await unsigned();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const signed = await t.call('POST', '/apps/todo/add-tasks', { token, body: {} });
    expect(signed.status).toBe(400);
  });
});
