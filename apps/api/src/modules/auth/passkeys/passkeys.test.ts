import { authMessages, type LoginReply } from '@beacon/contract/auth';
import type { ErrorReply } from '@beacon/contract/common';
import type {
  AuthenticationOptionsReply,
  Passkey,
  RegistrationOptionsReply,
} from '@beacon/contract/passkeys';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../../lib/accounts/accounts.table';
import { auditLog } from '../../../lib/audit/audit.table';
import { backends, demo, testConfig, useTestApp } from '../../../test/harness';
import { passkeys } from '../identity.table';
import { softPasskey } from './soft-authenticator';

// The test app answers at http://test: that is the relying party a browser there would see.
const site = { rpID: 'test', origin: 'http://test' };

describe.each(backends)('passkeys on %s', (backend) => {
  const t = useTestApp(backend);

  /** A new account with a passkey added through the whole ceremony. */
  async function withPasskey(username: string, name = 'Laptop') {
    const { token, userData } = await t.signUp(username);
    const authenticator = await softPasskey(site);
    const start = await t.call<RegistrationOptionsReply>(
      'POST',
      '/auth/passkeys/registration-options',
      { token },
    );
    const response = authenticator.create(start.body.options);
    const added = await t.call<Passkey>('POST', '/auth/passkeys', {
      token,
      body: { name, response, challengeToken: start.body.challengeToken },
    });
    expect(added.status).toBe(201);
    return { token, userData, authenticator, passkey: added.body };
  }

  async function signInWith(
    authenticator: Awaited<ReturnType<typeof softPasskey>>,
    tweak?: { uv?: boolean; counter?: number },
  ) {
    const start = await t.call<AuthenticationOptionsReply>(
      'POST',
      '/auth/passkeys/authentication-options',
    );
    const response = await authenticator.get(start.body.options.challenge, tweak);
    return t.call<LoginReply & ErrorReply>('POST', '/auth/passkeys/sign-in', {
      body: { response, challengeToken: start.body.challengeToken },
    });
  }

  it('asks the browser for a discoverable passkey for this site, not one it holds already', async () => {
    const { token, passkey } = await withPasskey('optioned');
    const reply = await t.call<RegistrationOptionsReply>(
      'POST',
      '/auth/passkeys/registration-options',
      { token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.options).toMatchObject({
      rp: { name: 'Beacon Admin', id: 'test' },
      user: { name: 'optioned@example.com' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [{ id: passkey.id, type: 'public-key' }],
    });
  });

  it('adds a passkey, lists it, and signs its owner in with it, no password asked', async () => {
    const { token, userData, authenticator, passkey } = await withPasskey('keyholder');
    expect(passkey).toMatchObject({ id: authenticator.id, name: 'Laptop', lastUsedAt: null });

    const signedIn = await signInWith(authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userData.email).toBe(userData.email);
    const reached = await t.call('GET', '/auth/passkeys', { token: signedIn.body.accessToken });
    expect(reached.status).toBe(200);

    const list = await t.call<{ passkeys: Passkey[] }>('GET', '/auth/passkeys', { token });
    expect(list.body.passkeys).toHaveLength(1);
    expect(list.body.passkeys[0]?.lastUsedAt).not.toBeNull();
  });

  it('stores the authenticator’s counter and refuses an answer that goes back (a cloned key)', async () => {
    const { authenticator } = await withPasskey('counted');
    expect((await signInWith(authenticator, { counter: 7 })).status).toBe(200);
    const [row] = await t.db
      .select({ counter: passkeys.counter })
      .from(passkeys)
      .where(eq(passkeys.id, authenticator.id));
    expect(row?.counter).toBe(7);

    const replayed = await signInWith(authenticator, { counter: 3 });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toHaveProperty('response');
  });

  it('refuses an answer to another challenge than the one the token carries', async () => {
    const { authenticator } = await withPasskey('challenged');
    const first = await t.call<AuthenticationOptionsReply>(
      'POST',
      '/auth/passkeys/authentication-options',
    );
    const second = await t.call<AuthenticationOptionsReply>(
      'POST',
      '/auth/passkeys/authentication-options',
    );
    const response = await authenticator.get(first.body.options.challenge);
    const reply = await t.call<ErrorReply>('POST', '/auth/passkeys/sign-in', {
      body: { response, challengeToken: second.body.challengeToken },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({ response: [expect.any(String)] });
  });

  it('refuses a registration token at sign-in, and a forged one anywhere', async () => {
    const { token, authenticator } = await withPasskey('forged');
    const registration = await t.call<RegistrationOptionsReply>(
      'POST',
      '/auth/passkeys/registration-options',
      { token },
    );
    const response = await authenticator.get(registration.body.options.challenge);
    for (const challengeToken of [registration.body.challengeToken, 'not-a-token']) {
      const reply = await t.call<ErrorReply>('POST', '/auth/passkeys/sign-in', {
        body: { response, challengeToken },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toHaveProperty('challengeToken');
    }
  });

  it('says so when the passkey is unknown here, or was made without the user verified', async () => {
    const stranger = await softPasskey(site);
    stranger.create({ challenge: 'unused', user: { id: 'MQ' } });
    const unknown = await signInWith(stranger);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({ response: [expect.stringContaining('not known')] });

    const { authenticator } = await withPasskey('unverified');
    expect((await signInWith(authenticator, { uv: false })).status).toBe(400);
  });

  it('renames and removes only the caller’s own passkeys: another’s is a 404', async () => {
    const owner = await withPasskey('owner');
    const other = await t.signUp('other');
    const path = `/auth/passkeys/${owner.passkey.id}`;

    const theirs = await t.call('PATCH', path, { token: other.token, body: { name: 'Mine' } });
    expect(theirs.status).toBe(404);
    expect((await t.call('DELETE', path, { token: other.token })).status).toBe(404);

    const renamed = await t.call<Passkey>('PATCH', path, {
      token: owner.token,
      body: { name: '  Phone ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Phone');
    const blank = await t.call<ErrorReply>('PATCH', path, {
      token: owner.token,
      body: { name: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toHaveProperty('name');

    expect((await t.call('DELETE', path, { token: owner.token })).status).toBe(204);
    const list = await t.call<{ passkeys: Passkey[] }>('GET', '/auth/passkeys', {
      token: owner.token,
    });
    expect(list.body.passkeys).toEqual([]);
    expect((await signInWith(owner.authenticator)).status).toBe(400);
  });

  it('records adding and removing in the audit log by name, never the key', async () => {
    const { token, userData, passkey } = await withPasskey('audited', 'Work key');
    await t.call('DELETE', `/auth/passkeys/${passkey.id}`, { token });
    const entries = await t.db
      .select({ changes: auditLog.changes, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'accounts'), eq(auditLog.resourceId, String(userData.id))))
      .orderBy(desc(auditLog.id));
    const passkeyChanges = entries.filter((entry) => 'passkey' in entry.changes);
    expect(passkeyChanges.map((entry) => entry.changes)).toEqual([
      { passkey: ['Work key', null] },
      { passkey: [null, 'Work key'] },
    ]);
    expect(passkeyChanges.every((entry) => entry.actorId === userData.id)).toBe(true);
  });

  it('answers bad input with field messages, and a stranger with 401', async () => {
    const { token } = await t.signUp('careless');
    const reply = await t.call<ErrorReply>('POST', '/auth/passkeys', {
      token,
      body: { name: 'Key', response: { id: '???' } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      'response.id': [expect.any(String)],
      challengeToken: [expect.any(String)],
    });
    expect((await t.call('POST', '/auth/passkeys/registration-options')).status).toBe(401);
    expect((await t.call('GET', '/auth/passkeys')).status).toBe(401);
  });
});

describe.each(backends)('passkey sign-in where addresses must be verified, on %s', (backend) => {
  const t = useTestApp(backend, { ...testConfig, requireEmailVerification: true });

  it('keeps an unverified account out, as a password sign-in would', async () => {
    const { accessToken: token, userData } = await t.login(demo.client);
    const authenticator = await softPasskey(site);
    const start = await t.call<RegistrationOptionsReply>(
      'POST',
      '/auth/passkeys/registration-options',
      { token },
    );
    const response = authenticator.create(start.body.options);
    await t.call('POST', '/auth/passkeys', {
      token,
      body: { name: 'Key', response, challengeToken: start.body.challengeToken },
    });
    // The address changed and awaits its check.
    await t.db.update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.id, userData.id));
    const options = await t.call<AuthenticationOptionsReply>(
      'POST',
      '/auth/passkeys/authentication-options',
    );
    const reply = await t.call<ErrorReply>('POST', '/auth/passkeys/sign-in', {
      body: {
        response: await authenticator.get(options.body.options.challenge),
        challengeToken: options.body.challengeToken,
      },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe(authMessages.emailUnverified);
  });
});
