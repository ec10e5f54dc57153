import type { LoginReply } from '@beacon/contract/auth';
import { recoveryMessages } from '@beacon/contract/recovery';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../lib/audit/audit.table';
import { backends, testConfig, useTestApp } from '../../../test/harness';
import { accountTokens } from '../identity.table';
import { lastMail, mailCount, tokenIn } from './test-mailbox';

const newPassword = 'Brand-new-pass-42';

describe.each(backends)('password reset on %s', (backend) => {
  // Each client is told apart by a header here, as the server tells them apart by address.
  const t = useTestApp(backend, {
    ...testConfig,
    clientAddress: (c) => c.req.header('x-client') ?? '203.0.113.1',
  });
  const forgot = (email: string, client = '203.0.113.1') =>
    t.call<{ message: string }>('POST', '/auth/forgot-password', {
      body: { email },
      headers: { 'x-client': client },
    });
  const reset = (body: Record<string, unknown>) =>
    t.call<{ error?: Record<string, string[]>; message?: string }>('POST', '/auth/reset-password', {
      body,
    });
  const linkFor = async (email: string) => {
    expect((await forgot(email)).status).toBe(200);
    const mail = await lastMail(t.db, email, 'reset');
    if (!mail) throw new Error(`no reset mail to ${email}`);
    return tokenIn(mail.text, '/reset-password');
  };

  it('answers a known and an unknown address alike, and mails only the known one a link', async () => {
    await t.signUp('forgetful');
    const known = await forgot('Forgetful@example.com', '203.0.113.10');
    const unknown = await forgot('nobody-here@example.com', '203.0.113.10');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(recoveryMessages.resetSent);
    const mail = await lastMail(t.db, 'forgetful@example.com', 'reset');
    expect(mail?.subject).toMatch(/reset/i);
    expect(mail?.text).toMatch(/^http:\/\/test\/reset-password\?token=[\w-]{43}$/m);
    expect(await mailCount(t.db, 'nobody-here@example.com')).toBe(0);
  });

  it('words the mail in the reader’s language', async () => {
    await t.signUp('lectrice');
    await t.call('POST', '/auth/forgot-password', {
      body: { email: 'lectrice@example.com' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9', 'x-client': '203.0.113.11' },
    });
    const mail = await lastMail(t.db, 'lectrice@example.com', 'reset');
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Beacon Admin');
    expect(mail?.html).toContain('lang="fr"');
  });

  it('sets the new password, signs out every session, and takes a link once', async () => {
    const { userData } = await t.signUp('resetter');
    const before = await t.login({ email: 'resetter@example.com', password: 'password-1234' });
    const token = await linkFor('resetter@example.com');
    const done = await reset({ token, password: newPassword, confirmPassword: newPassword });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(recoveryMessages.passwordChanged);
    // The sign-in made with the old password is over.
    const refresh = await t.call('POST', '/jwt/refresh-token', {
      body: { refreshToken: before.refreshToken },
    });
    expect(refresh.status).toBe(401);
    const old = await t.call('POST', '/jwt/login', {
      body: { email: 'resetter@example.com', password: 'password-1234' },
    });
    expect(old.status).toBe(400);
    const fresh = await t.call<LoginReply>('POST', '/jwt/login', {
      body: { email: 'resetter@example.com', password: newPassword },
    });
    expect(fresh.status).toBe(200);
    // The same link again: refused, and the password stays the one just set.
    const again = await reset({
      token,
      password: 'Another-pass-77',
      confirmPassword: 'Another-pass-77',
    });
    expect(again.status).toBe(400);
    expect(again.body.error?.token).toEqual([recoveryMessages.linkInvalid]);
    // The audit log has the change, by the account, with the hash hidden.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'accounts'),
          eq(auditLog.resourceId, String(userData.id)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(entry?.actorId).toBe(userData.id);
    expect(entry?.changes.password_hash).toEqual(['[hidden]', '[hidden]']);
  });

  it('refuses an expired link and an unknown one', async () => {
    await t.signUp('latecomer');
    const token = await linkFor('latecomer@example.com');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.email, 'latecomer@example.com'));
    const late = await reset({ token, password: newPassword, confirmPassword: newPassword });
    expect(late.status).toBe(400);
    expect(late.body.error?.token).toEqual([recoveryMessages.linkInvalid]);
    const made = await reset({
      token: 'A'.repeat(43),
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(made.status).toBe(400);
    expect(made.body.error?.token).toEqual([recoveryMessages.linkInvalid]);
  });

  it('keeps only the newest link working', async () => {
    await t.signUp('twice');
    const first = await linkFor('twice@example.com');
    const second = await linkFor('twice@example.com');
    const old = await reset({ token: first, password: newPassword, confirmPassword: newPassword });
    expect(old.status).toBe(400);
    const newest = await reset({
      token: second,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(newest.status).toBe(200);
  });

  it('holds the new password to sign-up’s rules, and a refused one leaves the link usable', async () => {
    await t.signUp('ruled');
    const token = await linkFor('ruled@example.com');
    const short = await reset({ token, password: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error?.password).toEqual(['Password must be at least 8 characters']);
    const blank = await reset({ token, password: '         ', confirmPassword: '         ' });
    expect(blank.body.error?.password).toEqual(['Password may not be only spaces']);
    const common = await reset({ token, password: 'password123', confirmPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(common.body.error?.password?.[0]).toMatch(/too common/);
    const mismatch = await reset({ token, password: newPassword, confirmPassword: 'other-one-1' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error?.confirmPassword).toEqual([recoveryMessages.confirmMismatch]);
    expect((await reset({ password: newPassword, confirmPassword: newPassword })).status).toBe(400);
    const ok = await reset({ token, password: newPassword, confirmPassword: newPassword });
    expect(ok.status).toBe(200);
  });

  it('limits requests per address and per client (429), each counted apart', async () => {
    for (let i = 0; i < 5; i++)
      expect((await forgot('limited@example.com', '198.51.100.1')).status).toBe(200);
    // The same address, written otherwise, from another client: still the same address.
    expect((await forgot(' LIMITED@example.com', '198.51.100.2')).status).toBe(429);
    expect((await forgot('other@example.com', '198.51.100.2')).status).toBe(200);
    // One client asking for many addresses.
    for (let i = 0; i < 30; i++)
      expect((await forgot(`many-${i}@example.com`, '198.51.100.3')).status).toBe(200);
    const over = await forgot('many-last@example.com', '198.51.100.3');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect((await forgot('many-last@example.com', '198.51.100.4')).status).toBe(200);
  });
});
