import { existsSync, readFileSync } from 'node:fs';
import type { LoginReply } from '@beacon/contract/auth';
import { describe, expect, it } from 'vitest';
import { findLeaks, typedPasswords } from './log-scan';
import { useTestApp } from './harness';
import { testLogFile } from './test-log';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwidHlwIjoiYWNjZXNzIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('the log scan', () => {
  it('finds every kind of secret in a line, and passes a clean one', () => {
    const leaky = [
      `{"msg":"request","error":"bad ${jwt}"}`,
      '{"msg":"unhandled error","error":"sent Bearer abc.def"}',
      '{"msg":"mail","link":"https://x.test/auth/reset-password?token=Zm9vYmFy"}',
      '{"msg":"upload","error":"data:image/png;base64,iVBORw0KGgo="}',
      '{"msg":"key","error":"kept Qk1ZqT3xV8pL2mN7rS4tU6wY9zA1bC5dE0fG2hJ3kL"}',
      '{"msg":"request","headers":{"authorization":"x"}}',
      '{"msg":"sign-up","body":{"password":"admin"}}',
      '{"msg":"sign-up","note":"typed password-1234 twice"}',
      '{"msg":"live bus","error":"no answer from postgres://beacon:s3cret@db/beacon"}',
    ];
    const leaks = findLeaks(leaky.join('\n'), ['password-1234']);
    expect(leaks.map((leak) => leak.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const clean = [
      '{"level":"info","msg":"request","requestId":"1ccf4bff-9a38-46a6-b633-8c0d8d58292d","method":"GET","route":"/api/files/:id","status":200,"ms":1.2,"accountId":1}',
      '{"level":"error","msg":"unhandled error","error":"Error: at /work/main/node_modules/drizzle-orm/pg-core/session.js:41:15"}',
      '{"msg":"request","body":{"password":"[left out]"}}',
    ];
    expect(findLeaks(clean.join('\n'), ['password-1234'])).toEqual([]);
  });

  it('knows the passwords the tests type, however they are named', () => {
    const source = "call({ password: 'password-1234', newPassword: 'New-password-2', p: 'admin' })";
    expect(typedPasswords([source])).toEqual(['password-1234', 'New-password-2']);
  });
});

describe("the API's log during tests", () => {
  const t = useTestApp('pglite');

  it('has a line for each request: its id, route pattern, method, status, time and account', async () => {
    const { accessToken, refreshToken } = (
      await t.call<LoginReply>('POST', '/jwt/login', {
        body: { email: 'admin@demo.com', password: 'admin' },
      })
    ).body;
    const invoice = await t.call('GET', '/api/invoice/invoices/4987?x=1', { token: accessToken });
    const refreshed = await t.call('POST', '/jwt/refresh-token', { body: { refreshToken } });
    const reset = await t.call('POST', '/auth/reset-password', {
      body: { token: 'Zm9vYmFyLWEtbGluay10b2tlbi10aGF0LWlzLWxvbmc', password: 'password-1234' },
    });

    expect(existsSync(testLogFile())).toBe(true);
    const lines = readFileSync(testLogFile(), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const lineOf = (requestId: string | null) => lines.find((l) => l.requestId === requestId);
    expect(lineOf(invoice.headers.get('x-request-id'))).toEqual({
      level: 'info',
      msg: 'request',
      requestId: invoice.headers.get('x-request-id'),
      method: 'GET',
      route: '/api/invoice/invoices/:id',
      status: invoice.status,
      ms: expect.any(Number) as number,
      accountId: 1,
    });
    expect(lineOf(refreshed.headers.get('x-request-id'))).toMatchObject({
      route: '/jwt/refresh-token',
      status: refreshed.status,
    });
    expect(lineOf(reset.headers.get('x-request-id'))).toMatchObject({
      route: '/auth/reset-password',
      status: reset.status,
    });
    const text = readFileSync(testLogFile(), 'utf8');
    expect(findLeaks(text, ['password-1234', accessToken, refreshToken])).toEqual([]);
  });

  const lineOf = (reply: { headers: Headers }) =>
    readFileSync(testLogFile(), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.requestId === reply.headers.get('x-request-id'));

  it('names the path of a request no route answered, and no route', async () => {
    const reply = await t.call('GET', '/api/nothing-here/42');
    expect(lineOf(reply)).toMatchObject({ route: null, path: '/api/nothing-here/42', status: 404 });
  });

  it('keeps health probes at debug, below the default level', async () => {
    const reply = await t.call('GET', '/api/health');
    expect(lineOf(reply)).toMatchObject({ level: 'debug', route: '/api/health', status: 200 });
  });
});
