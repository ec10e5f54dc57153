import type { LoginReply } from '@beacon/contract/auth';
import { describe, expect, it } from 'vitest';
import { authLimits } from '../../lib/rate-limit';
import { testConfig, useTestApp } from '../../test/harness';

// Counts are per process and do not depend on the database: PGlite alone.
const address = '203.0.113.7';
const json = { 'content-type': 'application/json' };

describe('sign-in limits', () => {
  const t = useTestApp('pglite', { ...testConfig, clientAddress: () => address });
  const login = (email: string, password: string) =>
    t.call<LoginReply>('POST', '/jwt/login', { body: { email, password } });

  it('refuse an account after its failed sign-ins, with Retry-After; other accounts go on', async () => {
    for (let i = 0; i < 3; i++) expect((await login('admin@demo.com', 'admin')).status).toBe(200);
    for (let i = 0; i < authLimits.loginAccount.limit; i++)
      expect((await login('Client@Demo.com', 'wrong')).status).toBe(400);
    const refused = await login('client@demo.com', 'client');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many attempts. Try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('admin@demo.com', 'admin')).status).toBe(200);
  });

  it('refuse an address after its failed sign-ins across accounts', async () => {
    const { limit } = authLimits.loginAddress;
    // The first test left ten failures from this address.
    for (let i = authLimits.loginAccount.limit; i < limit; i++)
      expect((await login(`nobody.${i}@example.com`, 'wrong')).status).toBe(400);
    expect((await login('someone.else@example.com', 'wrong')).status).toBe(429);
  });
});

describe('password and refresh limits', () => {
  const t = useTestApp('pglite', { ...testConfig, clientAddress: () => address });

  it('refuse the password check after wrong current passwords, and refresh after many', async () => {
    const { token } = await t.signUp('limits.password');
    const change = (currentPassword: string) =>
      t.call('POST', '/account-setting/password', {
        token,
        body: { currentPassword, newPassword: 'another-1234', confirmPassword: 'another-1234' },
      });
    for (let i = 0; i < authLimits.passwordAccount.limit; i++)
      expect((await change('wrong-1234')).status).toBe(400);
    expect((await change('password-1234')).status).toBe(429);

    let { refreshToken } = await t.login({ email: 'admin@demo.com', password: 'admin' });
    for (let i = 0; i < authLimits.refreshAccount.limit; i++) {
      const reply = await t.call<LoginReply>('POST', '/jwt/refresh-token', {
        body: { refreshToken },
      });
      expect(reply.status).toBe(200);
      refreshToken = reply.body.refreshToken;
    }
    const refused = await t.call('POST', '/jwt/refresh-token', { body: { refreshToken } });
    expect(refused.status).toBe(429);
  });
});

describe('limits without a known address (mock mode, tests)', () => {
  const t = useTestApp('pglite');

  it('count per account only', async () => {
    for (let i = 0; i < authLimits.registerAddress.limit + 2; i++) {
      const reply = await t.call('POST', '/jwt/register', {
        body: { username: `many_${i}`, email: `many.${i}@example.com`, password: 'password-1234' },
      });
      expect(reply.status).toBe(200);
    }
  });
});

describe('register limit per address, scaled', () => {
  const scale = 2;
  const t = useTestApp('pglite', {
    ...testConfig,
    clientAddress: () => address,
    rateLimitScale: scale,
  });

  it('takes the scaled number of sign-ups from one address, then 429', async () => {
    const register = (i: number) =>
      t.call('POST', '/jwt/register', {
        body: { username: `reg_${i}`, email: `reg.${i}@example.com`, password: 'password-1234' },
      });
    const limit = authLimits.registerAddress.limit * scale;
    for (let i = 0; i < limit; i++) expect((await register(i)).status).toBe(200);
    expect((await register(limit)).status).toBe(429);
  });
});

describe('body size', () => {
  const t = useTestApp('pglite');

  it('answers a body over 2 MB with 413 and a JSON error, before reading it as JSON', async () => {
    const reply = await t.call('POST', '/jwt/login', {
      body: JSON.stringify({ email: 'admin@demo.com', password: 'x'.repeat(3 * 1024 * 1024) }),
      headers: json,
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ error: { body: ['The request body must be at most 2 MB'] } });
  });
});
