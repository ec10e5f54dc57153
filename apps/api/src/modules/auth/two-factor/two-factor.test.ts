import type { LoginOutcome, LoginReply } from '@beacon/contract/auth';
import type {
  RecoveryCodesReply,
  RolesTwoFactorReply,
  TwoFactorSetupConfirmReply,
  TwoFactorSetupReply,
  TwoFactorStatus,
} from '@beacon/contract/two-factor';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { roles } from '../../../lib/accounts/accounts.table';
import { auditLog } from '../../../lib/audit/audit.table';
import { authLimits } from '../../../lib/rate-limit';
import { backends, demo, testConfig, useTestApp } from '../../../test/harness';

/** The code an authenticator app shows `steps` time steps (of 30 s) from now. */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const challengeOf = (outcome: LoginOutcome) => {
  if (!('challenge' in outcome)) throw new Error('expected a second step');
  return outcome.challenge;
};

describe.each(backends)('two-factor sign-in on %s', (backend) => {
  const t = useTestApp(backend);
  const user = { email: 'second.step@example.com', password: 'password-1234' };
  let token = '';
  let secret = '';
  let codes: string[] = [];
  const login = () => t.call<LoginOutcome>('POST', '/jwt/login', { body: user });
  const verify = (body: object) => t.call<LoginReply>('POST', '/auth/two-factor/verify', { body });
  const status = async () =>
    (await t.call<TwoFactorStatus>('GET', '/auth/two-factor', { token })).body;

  it('is off for a new account, and a password alone signs in', async () => {
    token = (await t.signUp('second.step')).token;
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredByRole: false });
    expect((await login()).body).toHaveProperty('accessToken');
  });

  it('sets up with a secret, its link and a QR, and turns on only with a right code', async () => {
    const setup = await t.call<TwoFactorSetupReply>('POST', '/auth/two-factor/setup', { token });
    expect(setup.status).toBe(200);
    secret = setup.body.secret;
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.body.otpauthUrl).toContain(encodeURIComponent(user.email));
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await t.call('POST', '/auth/two-factor/enable', {
      token,
      body: { code: (Number(await codeOf(secret)) ^ 1).toString().padStart(6, '0') },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: { code: ['This code is wrong or was already used'] } });
    const malformed = await t.call('POST', '/auth/two-factor/enable', {
      token,
      body: { code: '12ab' },
    });
    expect(malformed.status).toBe(400);
    expect((await status()).enabled).toBe(false);

    const on = await t.call<RecoveryCodesReply>('POST', '/auth/two-factor/enable', {
      token,
      body: { code: await codeOf(secret) },
    });
    expect(on.status).toBe(200);
    codes = on.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredByRole: false });

    const again = await t.call('POST', '/auth/two-factor/setup', { token });
    expect(again.status).toBe(400);
  });

  it('records turning it on in the audit log, without the secret', async () => {
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'accounts'));
    const mine = entries.filter((entry) => JSON.stringify(entry.changes).includes('twoFactor'));
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(mine)).not.toContain(secret);
  });

  it('asks for a code after the password, and a code from the app signs in once', async () => {
    const asked = await login();
    expect(asked.status).toBe(200);
    expect(Object.keys(asked.body).sort()).toEqual(['challenge', 'twoFactor']);
    expect(asked.body).toMatchObject({ twoFactor: 'code' });
    const challenge = challengeOf(asked.body);

    const code = await codeOf(secret, 1);
    const signedIn = await verify({ challenge, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userData.email).toBe(user.email);
    expect(signedIn.body.accessToken).toMatch(/^ey/);

    // The same code again, within its window, is refused: it was taken.
    const replayed = await verify({ challenge: challengeOf((await login()).body), code });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toEqual({ error: { code: ['This code is wrong or was already used'] } });
  });

  it('takes a recovery code once, typed in any case and without its dash', async () => {
    const [first = ''] = codes;
    const typed = first.toUpperCase().replace('-', ' ');
    const ok = await verify({ challenge: challengeOf((await login()).body), recoveryCode: typed });
    expect(ok.status).toBe(200);
    const twice = await verify({
      challenge: challengeOf((await login()).body),
      recoveryCode: first,
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({
      error: { recoveryCode: ['This recovery code is wrong or was already used'] },
    });
    expect((await status()).recoveryCodesLeft).toBe(9);
  });

  it('refuses a bad challenge or an access token as one, and a body with no code', async () => {
    const code = await codeOf(secret);
    for (const challenge of ['nonsense', token]) {
      const reply = await verify({ challenge, code });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        error: { challenge: ['This sign-in took too long: sign in again'] },
      });
    }
    const none = await verify({ challenge: challengeOf((await login()).body) });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: { code: ['Enter a code or a recovery code'] } });
  });

  it('gives new recovery codes for the password, and the old ones stop working', async () => {
    const wrong = await t.call('POST', '/auth/two-factor/recovery-codes', {
      token,
      body: { password: 'not-it' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: { password: ['The password is wrong'] } });
    const fresh = await t.call<RecoveryCodesReply>('POST', '/auth/two-factor/recovery-codes', {
      token,
      body: { password: user.password },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    const old = await verify({
      challenge: challengeOf((await login()).body),
      recoveryCode: codes[1],
    });
    expect(old.status).toBe(400);
    codes = fresh.body.recoveryCodes;
    expect((await status()).recoveryCodesLeft).toBe(10);
  });

  it('turns off only with the password; then a password alone signs in again', async () => {
    const wrong = await t.call('POST', '/auth/two-factor/disable', {
      token,
      body: { password: 'not-it' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: { password: ['The password is wrong'] } });
    expect((await status()).enabled).toBe(true);
    const off = await t.call('POST', '/auth/two-factor/disable', {
      token,
      body: { password: user.password },
    });
    expect(off.status).toBe(204);
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredByRole: false });
    expect((await login()).body).toHaveProperty('accessToken');
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('GET', '/auth/two-factor')).status).toBe(401);
    expect((await t.call('POST', '/auth/two-factor/setup')).status).toBe(401);
  });
});

describe.each(backends)('two-factor required by role on %s', (backend) => {
  const t = useTestApp(backend);

  const clientRoleId = async () => {
    const [row] = await t.db.select().from(roles).where(eq(roles.name, 'client'));
    return row?.id ?? 0;
  };

  it('lets an admin require it of a role, and no one else', async () => {
    const id = await clientRoleId();
    const admin = await t.as('/apps/roles', t.tokenOf('admin'));
    const client = await t.as('/apps/roles', t.tokenOf('client'));
    expect((await client.put(`/${id}/two-factor`, { required: true })).status).toBe(403);
    expect((await admin.put(`/${id}/two-factor`, { required: 'yes' })).status).toBe(400);
    expect((await admin.put('/999999/two-factor', { required: true })).status).toBe(404);
    const saved = await admin.put(`/${id}/two-factor`, { required: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id, required: true });
    const list = await admin.get<RolesTwoFactorReply>('/two-factor');
    expect(list.body.roles).toContainEqual({ id, required: true });
  });

  it('makes a member without it set it up before signing in', async () => {
    const asked = await t.call<LoginOutcome>('POST', '/jwt/login', { body: demo.client });
    expect(Object.keys(asked.body).sort()).toEqual(['challenge', 'twoFactor']);
    expect(asked.body).toMatchObject({ twoFactor: 'setup' });
    const challenge = challengeOf(asked.body);
    // A setup challenge is no code challenge.
    expect(
      (await t.call('POST', '/auth/two-factor/verify', { body: { challenge, code: '123456' } }))
        .status,
    ).toBe(400);

    const setup = await t.call<TwoFactorSetupReply>('POST', '/auth/two-factor/setup-challenge', {
      body: { challenge },
    });
    expect(setup.status).toBe(200);
    const right = await codeOf(setup.body.secret);
    const wrong = await t.call('POST', '/auth/two-factor/setup-confirm', {
      body: { challenge, code: right === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const done = await t.call<TwoFactorSetupConfirmReply>(
      'POST',
      '/auth/two-factor/setup-confirm',
      {
        body: { challenge, code: right },
      },
    );
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(done.body.userData.email).toBe(demo.client.email);
    const status = await t.call<TwoFactorStatus>('GET', '/auth/two-factor', {
      token: done.body.accessToken,
    });
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredByRole: true });

    const next = await t.call<LoginOutcome>('POST', '/jwt/login', { body: demo.client });
    expect(next.body).toMatchObject({ twoFactor: 'code' });
  });

  it('leaves the other roles alone', async () => {
    const admin = await t.call<LoginOutcome>('POST', '/jwt/login', { body: demo.admin });
    expect(admin.body).toHaveProperty('accessToken');
  });
});

describe('two-factor guess limits', () => {
  const t = useTestApp('pglite', { ...testConfig, clientAddress: () => '203.0.113.9' });

  it('refuse an account after its wrong codes, even the right code, with Retry-After', async () => {
    const { token } = await t.signUp('guessed');
    const setup = await t.call<TwoFactorSetupReply>('POST', '/auth/two-factor/setup', { token });
    const secret = setup.body.secret;
    await t.call('POST', '/auth/two-factor/enable', {
      token,
      body: { code: await codeOf(secret) },
    });
    const challenge = async () =>
      challengeOf(
        (
          await t.call<LoginOutcome>('POST', '/jwt/login', {
            body: { email: 'guessed@example.com', password: 'password-1234' },
          })
        ).body,
      );
    const right = await codeOf(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < authLimits.twoFactorAccount.limit; i++) {
      const reply = await t.call('POST', '/auth/two-factor/verify', {
        body: { challenge: await challenge(), code: wrong },
      });
      expect(reply.status).toBe(400);
    }
    const refused = await t.call('POST', '/auth/two-factor/verify', {
      body: { challenge: await challenge(), code: right },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
