import type { LoginReply } from '@beacon/contract/auth';
import type { SessionsReply } from '@beacon/contract/sessions';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { backends, testConfig, useTestApp } from '../../../test/harness';

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(backends)('sessions on %s', (backend) => {
  const t = useTestApp(backend);
  const me = { email: 'many.places@example.com', password: 'password-1234' };

  const signIn = async (userAgent: string) => {
    const reply = await t.call<LoginReply>('POST', '/jwt/login', {
      body: me,
      headers: { 'user-agent': userAgent },
    });
    if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status}`);
    return reply.body;
  };
  const list = async (token: string) =>
    (await t.call<SessionsReply>('GET', '/auth/sessions', { token })).body.sessions;
  const refresh = (refreshToken: string) =>
    t.call<LoginReply>('POST', '/jwt/refresh-token', { body: { refreshToken } });

  it('lists my sign-ins with their device and method, and marks this one', async () => {
    await t.signUp('many.places');
    const laptop = await signIn(chromeOnLinux);
    await signIn(firefoxOnWindows);
    const sessions = await list(laptop.accessToken);
    // The sign-up's own sign-in, and the two above.
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.device)).toEqual(
      expect.arrayContaining(['Chrome on Linux', 'Firefox on Windows']),
    );
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Chrome on Linux', method: 'password' });
    expect(Date.parse(current[0]?.createdAt ?? '')).not.toBeNaN();
  });

  it('revokes one: gone from the list, and its next refresh fails at once', async () => {
    const laptop = await signIn(chromeOnLinux);
    const phone = await signIn(firefoxOnWindows);
    const phoneId = (await list(phone.accessToken)).find((s) => s.current)?.id ?? '';
    const revoked = await t.call('DELETE', `/auth/sessions/${phoneId}`, {
      token: laptop.accessToken,
    });
    expect(revoked.status).toBe(204);
    expect((await list(laptop.accessToken)).map((s) => s.id)).not.toContain(phoneId);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
    // Gone now: a second revoke finds nothing.
    const again = await t.call('DELETE', `/auth/sessions/${phoneId}`, {
      token: laptop.accessToken,
    });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another account's sign-in and 400 for a malformed id", async () => {
    const mine = await signIn(chromeOnLinux);
    const admin = await t.login({ email: 'admin@demo.com', password: 'admin' });
    const adminSession = (await list(admin.accessToken)).find((s) => s.current)?.id ?? '';
    const foreign = await t.call('DELETE', `/auth/sessions/${adminSession}`, {
      token: mine.accessToken,
    });
    expect(foreign.status).toBe(404);
    expect((await refresh(admin.refreshToken)).status).toBe(200);
    const bad = await t.call('DELETE', '/auth/sessions/not-a-session', {
      token: mine.accessToken,
    });
    expect(bad.status).toBe(400);
  });

  it('signs out every other sign-in, keeping this one', async () => {
    const keep = await signIn(chromeOnLinux);
    const other = await signIn(firefoxOnWindows);
    const reply = await t.call<{ revoked: number }>('DELETE', '/auth/sessions', {
      token: keep.accessToken,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.revoked).toBeGreaterThan(0);
    const left = await list(keep.accessToken);
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await refresh(keep.refreshToken)).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('GET', '/auth/sessions')).status).toBe(401);
  });

  it('revoked in one API process, refused at once by another on the same database', async () => {
    const other = createApp({ db: t.db, config: testConfig });
    const onOther = async <T>(method: string, path: string, body?: unknown, token?: string) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await other.fetch(
        new Request(`http://test${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    };
    const here = await signIn(chromeOnLinux);
    const there = (await onOther<LoginReply>('POST', '/jwt/login', me)).body;
    const thereId = (await list(there.accessToken)).find((s) => s.current)?.id ?? '';
    const revoked = await t.call('DELETE', `/auth/sessions/${thereId}`, {
      token: here.accessToken,
    });
    expect(revoked.status).toBe(204);
    const refused = await onOther('POST', '/jwt/refresh-token', {
      refreshToken: there.refreshToken,
    });
    expect(refused.status).toBe(401);
  });
});
