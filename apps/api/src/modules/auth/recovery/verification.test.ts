import type { LoginReply, RegisterReply } from '@beacon/contract/auth';
import type { RegisterPending, VerifyEmailReply } from '@beacon/contract/recovery';
import { authMessages } from '@beacon/contract/auth';
import { recoveryMessages } from '@beacon/contract/recovery';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../../lib/accounts/accounts.table';
import { backends, testConfig, useTestApp } from '../../../test/harness';
import { lastMail, mailCount, tokenIn } from './test-mailbox';

const password = 'Long-enough-9';
const newcomer = (name: string) => ({ username: name, email: `${name}@example.com`, password });

describe.each(backends)('e-mail verification on %s', (backend) => {
  describe('required by the server', () => {
    const t = useTestApp(backend, { ...testConfig, requireEmailVerification: true });
    const login = (email: string) =>
      t.call<LoginReply & { error: string }>('POST', '/jwt/login', { body: { email, password } });
    const verify = (token: string) =>
      t.call<VerifyEmailReply & { error: Record<string, string[]> }>('POST', '/auth/verify-email', {
        body: { token },
      });

    it('signs nobody in until the mailed link is followed', async () => {
      const signUp = await t.call<RegisterPending>('POST', '/jwt/register', {
        body: newcomer('careful'),
      });
      expect(signUp.status).toBe(200);
      expect(signUp.body).toEqual({ verificationRequired: true, email: 'careful@example.com' });
      const refused = await login('careful@example.com');
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(authMessages.emailUnverified);
      const mail = await lastMail(t.db, 'careful@example.com', 'verify');
      const token = tokenIn(mail?.text ?? '', '/verify-email');
      const done = await verify(token);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({
        message: recoveryMessages.emailVerified,
        email: 'careful@example.com',
      });
      expect((await login('careful@example.com')).status).toBe(200);
      // Once only.
      const again = await verify(token);
      expect(again.status).toBe(400);
      expect(again.body.error.token).toEqual([recoveryMessages.linkInvalid]);
    });

    it('sends the link again to an unconfirmed account only, answering every address alike', async () => {
      await t.call('POST', '/jwt/register', { body: newcomer('patient') });
      const resend = (email: string) =>
        t.call<{ message: string }>('POST', '/auth/verify-email/resend', { body: { email } });
      const first = await lastMail(t.db, 'patient@example.com', 'verify');
      const known = await resend('patient@example.com');
      const unknown = await resend('ghost@example.com');
      const confirmed = await resend('admin@demo.com');
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(confirmed.body).toEqual(known.body);
      expect(await mailCount(t.db, 'ghost@example.com')).toBe(0);
      expect(await mailCount(t.db, 'admin@demo.com')).toBe(0);
      const second = await lastMail(t.db, 'patient@example.com', 'verify');
      expect(second?.id).not.toBe(first?.id);
      // The first link stopped working when the second went out.
      expect((await verify(tokenIn(first?.text ?? '', '/verify-email'))).status).toBe(400);
      expect((await verify(tokenIn(second?.text ?? '', '/verify-email'))).status).toBe(200);
      expect((await login('patient@example.com')).status).toBe(200);
    });

    it('limits the resending per address (429)', async () => {
      const resend = () =>
        t.call('POST', '/auth/verify-email/resend', { body: { email: 'spam@example.com' } });
      for (let i = 0; i < 5; i++) expect((await resend()).status).toBe(200);
      expect((await resend()).status).toBe(429);
    });

    it('lets the demo accounts in: the seed confirms them', async () => {
      expect(
        (await t.login({ email: 'admin@demo.com', password: 'admin' })).accessToken,
      ).toBeTruthy();
    });
  });

  describe('not required (a demo)', () => {
    const t = useTestApp(backend);

    it('signs in at once and mails a link that confirms the address', async () => {
      const signUp = await t.call<RegisterReply>('POST', '/jwt/register', {
        body: newcomer('hasty'),
      });
      expect(signUp.status).toBe(200);
      expect('accessToken' in signUp.body).toBe(true);
      const row = async () =>
        (await t.db.select().from(accounts).where(eq(accounts.email, 'hasty@example.com')))[0];
      expect((await row())?.emailVerifiedAt).toBeNull();
      const mail = await lastMail(t.db, 'hasty@example.com', 'verify');
      const done = await t.call('POST', '/auth/verify-email', {
        body: { token: tokenIn(mail?.text ?? '', '/verify-email') },
      });
      expect(done.status).toBe(200);
      expect((await row())?.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('keeps a changed address aside until the link mailed to it is followed', async () => {
      const me = await t.signUp('mover');
      const body = { username: 'mover', fullName: 'Mo Ver', email: 'moved@example.com' };
      const saved = await t.call<{ general: { email: string } }>(
        'PUT',
        '/account-setting/general',
        { token: me.token, body },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.general.email).toBe('mover@example.com');
      const mail = await lastMail(t.db, 'moved@example.com', 'email-change');
      expect(mail?.text).toContain('mover');
      // Until then the old address signs in, the new one does not.
      const signIn = (email: string) =>
        t.call('POST', '/jwt/login', { body: { email, password: 'password-1234' } });
      expect((await signIn('moved@example.com')).status).toBe(400);
      const done = await t.call<VerifyEmailReply>('POST', '/auth/verify-email', {
        body: { token: tokenIn(mail?.text ?? '', '/verify-email') },
      });
      expect(done.status).toBe(200);
      expect(done.body.email).toBe('moved@example.com');
      expect((await signIn('moved@example.com')).status).toBe(200);
      expect((await signIn('mover@example.com')).status).toBe(400);
    });

    it('refuses a changed address another account took meanwhile', async () => {
      const me = await t.signUp('slowpoke');
      await t.call('PUT', '/account-setting/general', {
        token: me.token,
        body: { username: 'slowpoke', fullName: 'Slow Poke', email: 'wanted@example.com' },
      });
      const mail = await lastMail(t.db, 'wanted@example.com', 'email-change');
      await t.signUp('wanted');
      const late = await t.call<{ error: Record<string, string[]> }>('POST', '/auth/verify-email', {
        body: { token: tokenIn(mail?.text ?? '', '/verify-email') },
      });
      expect(late.status).toBe(400);
      expect(late.body.error.token).toEqual([recoveryMessages.emailTakenMeanwhile]);
      const [row] = await t.db.select().from(accounts).where(eq(accounts.id, me.userData.id));
      expect(row?.email).toBe('slowpoke@example.com');
    });
  });
});
