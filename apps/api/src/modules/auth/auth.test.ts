import type { LoginReply, RegisterReply, UserData } from '@beacon/contract/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, demo, useTestApp } from '../../test/harness';
import { accounts } from '../../lib/accounts/accounts.table';

type ErrorBody = { error: unknown };

describe.each(backends)('auth on %s', (backend) => {
  const t = useTestApp(backend);

  describe('POST /jwt/login', () => {
    it('signs the demo admin in with the kept reply fields and no password', async () => {
      const reply = await t.call<LoginReply>('POST', '/jwt/login', { body: demo.admin });
      expect(reply.status).toBe(200);
      expect(reply.body.userData).toEqual({
        id: 1,
        fullName: 'John Doe',
        username: 'johndoe',
        avatar: '/assets/images/portrait/avatar-admin.svg',
        email: 'admin@demo.com',
        role: 'admin',
        ability: [{ action: 'manage', subject: 'all' }],
        // The five products of the demo admin's seeded cart.
        extras: { eCommerceCartItemsCount: 5 },
      });
      expect(reply.body.accessToken).toMatch(/^ey/);
      expect(reply.body.refreshToken).toMatch(/^ey/);
      expect(JSON.stringify(reply.body)).not.toMatch(/password|pbkdf2/i);
    });

    it('signs the demo client in with read ACL and read Auth', async () => {
      const { userData } = await t.login(demo.client);
      expect(userData).toMatchObject({ id: 2, role: 'client', username: 'janedoe' });
      expect(userData.ability).toEqual([
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ]);
    });

    it.each([
      ['a wrong password', { email: 'admin@demo.com', password: 'nope' }],
      ['an unknown e-mail', { email: 'nobody@demo.com', password: 'admin' }],
    ])('refuses %s with the kept message', async (_, body) => {
      const reply = await t.call('POST', '/jwt/login', { body });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: { email: ['Email or Password is Invalid'] } });
    });

    it('answers an empty body with field messages', async () => {
      const reply = await t.call<ErrorBody>('POST', '/jwt/login', { body: {} });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toEqual({
        email: ['Email is required'],
        password: ['Password is required'],
      });
    });

    it('answers a body that is not JSON with a 400, not a 500', async () => {
      const malformed = await t.call<ErrorBody>('POST', '/jwt/login', { body: '{"email":' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toEqual({ body: [expect.stringMatching(/json/i)] });
      const form = await t.call<ErrorBody>('POST', '/jwt/login', {
        body: 'email=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(400);
      const none = await t.call<ErrorBody>('POST', '/jwt/login');
      expect(none.status).toBe(400);
      expect(Object.keys(none.body.error as object)).toEqual(['email', 'password']);
    });
  });

  describe('POST /jwt/register', () => {
    const newcomer = {
      username: 'newcomer',
      email: 'newcomer@example.com',
      password: 'long-enough',
    };

    it('creates an admin with manage-all, signs it in, and lets it log in later', async () => {
      const reply = await t.call<RegisterReply>('POST', '/jwt/register', { body: newcomer });
      expect(reply.status).toBe(200);
      // A fresh id after the seeded accounts (the demo pair and the chat's sample contacts).
      const id = reply.body.user.id;
      expect(id).toBeGreaterThan(2);
      expect(reply.body.user).toEqual({
        id,
        fullName: '',
        username: 'newcomer',
        avatar: null,
        email: 'newcomer@example.com',
        role: 'admin',
        ability: [{ action: 'manage', subject: 'all' }],
        extras: { eCommerceCartItemsCount: 0 },
      } satisfies UserData);
      expect(reply.body.accessToken).toMatch(/^ey/);
      expect(reply.body.refreshToken).toMatch(/^ey/);
      const [row] = await t.db.select().from(accounts).where(eq(accounts.id, id));
      expect(row?.passwordHash).toMatch(/^pbkdf2-sha256\$/);
      expect(row?.passwordHash).not.toContain('long-enough');
      const again = await t.login({ email: newcomer.email, password: newcomer.password });
      expect(again.userData.id).toBe(id);
    });

    it('answers a taken e-mail and username with 200 and both keys (kept API)', async () => {
      const both = await t.call('POST', '/jwt/register', {
        body: { username: 'JohnDoe', email: 'ADMIN@demo.com', password: 'long-enough' },
      });
      expect(both.status).toBe(200);
      expect(both.body).toEqual({
        error: {
          email: 'This email is already in use.',
          username: 'This username is already in use.',
        },
      });
      const emailOnly = await t.call('POST', '/jwt/register', {
        body: { username: 'fresh_name', email: 'client@demo.com', password: 'long-enough' },
      });
      expect(emailOnly.body).toEqual({
        error: { email: 'This email is already in use.', username: null },
      });
    });

    it('rejects bad input with field messages and stores nothing', async () => {
      const before = await t.db.$count(accounts);
      const reply = await t.call<ErrorBody>('POST', '/jwt/register', {
        body: { username: 'x', email: 'not-an-email', password: 'short' },
      });
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.error as object).sort()).toEqual([
        'email',
        'password',
        'username',
      ]);
      expect(await t.db.$count(accounts)).toBe(before);
    });
  });

  describe('POST /jwt/refresh-token', () => {
    const refresh = (refreshToken: string) =>
      t.call<LoginReply>('POST', '/jwt/refresh-token', { body: { refreshToken } });

    it('rotates: the new pair works, the old refresh token does not', async () => {
      const first = await t.login(demo.admin);
      const second = await refresh(first.refreshToken);
      expect(second.status).toBe(200);
      expect(second.body.userData.email).toBe('admin@demo.com');
      expect(second.body.refreshToken).not.toBe(first.refreshToken);
      const list = await t.call('GET', '/api/users/list/data', { token: second.body.accessToken });
      expect(list.status).toBe(200);
      const third = await refresh(second.body.refreshToken);
      expect(third.status).toBe(200);
    });

    it('treats reuse of a rotated token as theft and revokes the whole family', async () => {
      const first = await t.login(demo.admin);
      const second = await refresh(first.refreshToken);
      expect(second.status).toBe(200);
      const reuse = await refresh(first.refreshToken);
      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual({ error: 'Invalid refresh token' });
      // The thief's reuse also kills the legitimate holder's newer token.
      expect((await refresh(second.body.refreshToken)).status).toBe(401);
      // Another sign-in (another family) is untouched.
      const other = await t.login(demo.admin);
      expect((await refresh(other.refreshToken)).status).toBe(200);
    });

    it('refuses an access token, a forged token and garbage', async () => {
      const { accessToken, refreshToken } = await t.login(demo.client);
      expect((await refresh(accessToken)).status).toBe(401);
      const [head, payload] = refreshToken.split('.');
      expect((await refresh(`${head}.${payload}.forged-signature`)).status).toBe(401);
      expect((await refresh('not-a-jwt')).status).toBe(401);
      const empty = await t.call<ErrorBody>('POST', '/jwt/refresh-token', { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toEqual({ refreshToken: ['refreshToken is required'] });
    });
  });

  describe('POST /jwt/logout', () => {
    it('revokes the refresh token it is given', async () => {
      const session = await t.login(demo.admin);
      const out = await t.call('POST', '/jwt/logout', {
        body: { refreshToken: session.refreshToken },
      });
      expect(out.status).toBe(204);
      const after = await t.call('POST', '/jwt/refresh-token', {
        body: { refreshToken: session.refreshToken },
      });
      expect(after.status).toBe(401);
    });

    it('answers an invalid token with 401', async () => {
      const reply = await t.call('POST', '/jwt/logout', { body: { refreshToken: 'nope' } });
      expect(reply.status).toBe(401);
    });
  });
});
