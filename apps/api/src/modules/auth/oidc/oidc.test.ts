import type { LoginReply } from '@beacon/contract/auth';
import type { OidcLink } from '@beacon/contract/oidc';
import { and, asc, eq } from 'drizzle-orm';
import { generateSignedCookie } from 'hono/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../../lib/accounts/accounts.table';
import { auditLog } from '../../../lib/audit/audit.table';
import type { AppConfig, OidcConfig } from '../../../lib/context';
import { backends, demo, testConfig, useTestApp } from '../../../test/harness';
import { FLOW_COOKIE, type StartedFlow } from './flow-cookie';
import { type ProviderUser, type TestProvider, startTestProvider } from './test-provider';

type SignedIn = LoginReply & { redirect: string };

const cookieOf = (headers: Headers, name: string): string | undefined =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));

/** The flow cookie with other checks, signed with the server's secret as a forger who had it. */
async function reSigned(cookie: string, change: Partial<StartedFlow>): Promise<string> {
  const signed = decodeURIComponent(cookie.slice(FLOW_COOKIE.length + 1));
  const flow = JSON.parse(signed.slice(0, signed.lastIndexOf('.'))) as StartedFlow;
  const line = await generateSignedCookie(
    FLOW_COOKIE,
    JSON.stringify({ ...flow, ...change }),
    testConfig.jwtSecret,
  );
  return line.split(';')[0] ?? '';
}

describe.each(backends)('OpenID Connect sign-in on %s', (backend) => {
  let provider: TestProvider;
  const oidc: OidcConfig = { issuer: '', clientId: '', clientSecret: '', label: 'Test ID' };
  const config: AppConfig = {
    ...testConfig,
    registration: { open: true, role: 'client' },
    oidc,
  };
  const t = useTestApp(backend, config);

  beforeAll(async () => {
    provider = await startTestProvider({ redirectUris: ['http://test/api/auth/oidc/callback'] });
    Object.assign(oidc, {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
  });
  afterAll(() => provider.close());

  /**
   * Start → the provider (which signs in at once) → back at the callback: where the callback
   * sends the browser, and the flow cookie the browser then holds.
   */
  async function throughProvider(
    options: { tamper?: Partial<StartedFlow>; state?: string } = {},
  ): Promise<{ location: string; cookie: string }> {
    const start = await t.call('GET', '/api/auth/oidc/start?redirect=/apps/email');
    expect(start.status).toBe(302);
    let cookie = cookieOf(start.headers, FLOW_COOKIE) ?? '';
    expect(start.headers.getSetCookie().join()).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/,
    );
    if (options.tamper) cookie = await reSigned(cookie, options.tamper);
    const jar = new Map<string, string>();
    let url = new URL(start.headers.get('location') ?? '');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (let hop = 0; url.origin === provider.issuer; hop += 1) {
      if (hop > 10) throw new Error('the provider redirects in circles');
      const reply = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const line of reply.headers.getSetCookie()) {
        const [name = '', value = ''] = (line.split(';')[0] ?? '').split(/=(.*)/s);
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      url = new URL(reply.headers.get('location') ?? '', url);
    }
    if (options.state !== undefined) url.searchParams.set('state', options.state);
    expect(url.origin).toBe('http://test');
    const back = await t.call('GET', `${url.pathname}${url.search}`, { headers: { cookie } });
    expect(back.status).toBe(302);
    return {
      location: back.headers.get('location') ?? '',
      cookie: cookieOf(back.headers, FLOW_COOKIE) ?? '',
    };
  }

  const complete = (handoff: string, cookie: string) =>
    // A sign-in's reply here; the test of the second step reads the other shape on its own.
    t.call<SignedIn>('POST', '/api/auth/oidc/complete', {
      body: { handoff },
      headers: { cookie },
    });

  async function signInAs(user: ProviderUser) {
    provider.signInAs(user);
    const { location, cookie } = await throughProvider();
    const handoff = new URL(location).hash.replace(/^#handoff=/, '');
    expect(location).toMatch(/^http:\/\/test\/login\/oidc#handoff=/);
    return { handoff, cookie, reply: await complete(handoff, cookie) };
  }

  /** The audit log's record of the account's links made and removed, oldest first. */
  async function linkChanges(accountId: number) {
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'accounts'), eq(auditLog.resourceId, String(accountId))))
      .orderBy(asc(auditLog.id));
    return entries.flatMap((entry) => (entry.changes.oidc ? [entry.changes.oidc] : []));
  }

  const linksOf = (token: string) => t.call<OidcLink[]>('GET', '/api/auth/oidc/links', { token });

  it('creates an account in the configured role for a new, verified address, and links it', async () => {
    const { reply } = await signInAs({
      sub: 'new-1',
      email: 'newcomer@example.com',
      email_verified: true,
      name: 'New Comer',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.userData).toMatchObject({
      email: 'newcomer@example.com',
      fullName: 'New Comer',
      username: 'newcomer',
      role: 'client',
    });
    expect(reply.body.redirect).toBe('/apps/email');
    const links = await linksOf(reply.body.accessToken);
    expect(links.body).toEqual([
      expect.objectContaining({ issuer: provider.issuer, email: 'newcomer@example.com' }),
    ]);
    // Its next sign-in finds the link: the same account, not a second one.
    const again = await signInAs({
      sub: 'new-1',
      email: 'newcomer@example.com',
      email_verified: true,
    });
    expect(again.reply.body.userData.id).toBe(reply.body.userData.id);
  });

  it('takes a handoff once only', async () => {
    const { handoff, reply } = await signInAs({
      sub: 'twice-1',
      email: 'twice@example.com',
      email_verified: true,
    });
    expect(reply.status).toBe(200);
    // The reply cleared the cookie the handoff was bound to.
    expect(reply.headers.getSetCookie().join()).toMatch(new RegExp(`${FLOW_COOKIE}=;`));
    const second = await complete(handoff, '');
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ error: { handoff: [expect.stringMatching(/no longer valid/)] } });
  });

  it('links an existing account when the provider verified its address', async () => {
    const { reply } = await signInAs({
      sub: 'client-elsewhere',
      email: 'CLIENT@demo.com',
      email_verified: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.userData.email).toBe(demo.client.email);
    expect(await linkChanges(reply.body.userData.id)).toEqual([
      [null, `CLIENT@demo.com (${provider.issuer})`],
    ]);
  });

  it('refuses to link an existing account when the provider did not verify the address', async () => {
    provider.signInAs({ sub: 'admin-unverified', email: demo.admin.email, email_verified: false });
    const { location } = await throughProvider();
    expect(location).toBe('http://test/login?oidcError=unverified');
    const admin = await t.login(demo.admin);
    expect((await linksOf(admin.accessToken)).body).toEqual([]);
  });

  it('makes no account while registration is closed', async () => {
    config.registration = { open: false, role: 'client' };
    try {
      provider.signInAs({ sub: 'stranger-1', email: 'stranger@example.com', email_verified: true });
      const { location } = await throughProvider();
      expect(location).toBe('http://test/login?oidcError=closed');
    } finally {
      config.registration = { open: true, role: 'client' };
    }
  });

  it('sends the browser back with the provider’s refusal', async () => {
    provider.refuseNext();
    const { location } = await throughProvider();
    expect(location).toBe('http://test/login?oidcError=provider');
  });

  it('refuses an answer whose state is not the one this browser started with', async () => {
    provider.signInAs({ sub: 'state-1', email: 'state@example.com', email_verified: true });
    const { location } = await throughProvider({ state: 'someone-elses-state' });
    expect(location).toBe('http://test/login?oidcError=state');
  });

  it('refuses an ID token whose nonce is not this sign-in’s', async () => {
    provider.signInAs({ sub: 'nonce-1', email: 'nonce@example.com', email_verified: true });
    const { location } = await throughProvider({ tamper: { nonce: 'another-nonce' } });
    expect(location).toBe('http://test/login?oidcError=nonce');
  });

  it('refuses a callback from a browser that did not start the sign-in', async () => {
    const back = await t.call('GET', '/api/auth/oidc/callback?code=abc&state=xyz');
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('http://test/login?oidcError=expired');
  });

  it('asks for the second step a role requires, as after a password', async () => {
    await t.db.update(roles).set({ requireTwoFactor: true }).where(eq(roles.name, 'client'));
    try {
      const { reply } = await signInAs({
        sub: 'strict-1',
        email: 'strict@example.com',
        email_verified: true,
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ twoFactor: 'setup', redirect: '/apps/email' });
      expect(reply.body).toHaveProperty('challenge');
      expect(reply.body).not.toHaveProperty('accessToken');
    } finally {
      await t.db.update(roles).set({ requireTwoFactor: false }).where(eq(roles.name, 'client'));
    }
  });

  it('unlinks only the caller’s own link, and records it', async () => {
    const { reply } = await signInAs({
      sub: 'unlink-1',
      email: 'unlinker@example.com',
      email_verified: true,
    });
    const token = reply.body.accessToken;
    const [link] = (await linksOf(token)).body;
    if (!link) throw new Error('no link');
    const other = await t.tokenOf('admin');
    const foreign = await t.call('DELETE', `/api/auth/oidc/links/${link.id}`, { token: other });
    expect(foreign.status).toBe(404);
    const own = await t.call<OidcLink[]>('DELETE', `/api/auth/oidc/links/${link.id}`, { token });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);
    expect((await linksOf(token)).body).toEqual([]);
    const linked = `unlinker@example.com (${provider.issuer})`;
    expect(await linkChanges(reply.body.userData.id)).toEqual([
      [null, linked],
      [linked, null],
    ]);
    const bad = await t.call('DELETE', '/api/auth/oidc/links/abc', { token });
    expect(bad.status).toBe(400);
  });
});

describe.each(backends)('without a provider on %s', (backend) => {
  const t = useTestApp(backend);

  it('has no OpenID Connect routes', async () => {
    expect((await t.call('GET', '/api/auth/oidc/start')).status).toBe(404);
    const token = await t.tokenOf('admin');
    expect((await t.call('GET', '/api/auth/oidc/links', { token })).status).toBe(404);
    const complete = await t.call<LoginReply>('POST', '/api/auth/oidc/complete', {
      body: { handoff: 'x' },
    });
    expect(complete.status).toBe(404);
  });
});
