import type { LoginReply, RegisterClash } from '@beacon/contract/auth';
import type { InvitationInfo, InvitationsReply } from '@beacon/contract/recovery';
import { recoveryMessages } from '@beacon/contract/recovery';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../../lib/accounts/accounts.table';
import { backends, testConfig, useTestApp } from '../../../test/harness';
import { invitations } from '../identity.table';
import { lastMail, tokenIn } from './test-mailbox';

const password = 'Long-enough-9';

describe.each(backends)('invitations on %s', (backend) => {
  // Sign-up by invitation only: the invited are the only way in.
  const t = useTestApp(backend, {
    ...testConfig,
    registration: { open: false, invite: true, role: 'client' },
  });
  const admin = () => t.as('/api/invitations', t.tokenOf('admin'));
  const invite = async (email: string, role = 'client') => {
    const made = await (await admin()).post<{ invitation: { id: number } }>('', { email, role });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const mail = await lastMail(t.db, email, 'invitation');
    return { id: made.body.invitation.id, token: tokenIn(mail?.text ?? '', '/accept-invitation') };
  };
  const accept = (token: string, username: string) =>
    t.call<LoginReply & RegisterClash & { error: Record<string, string[]> }>(
      'POST',
      '/auth/accept-invitation',
      { body: { token, username, password, confirmPassword: password } },
    );

  it('lets an invited person sign up into the role, verified and signed in, once', async () => {
    const { token } = await invite('Guest@Example.com', 'CLIENT');
    const pending = await (await admin()).get<InvitationsReply>('');
    expect(pending.body.invitations[0]).toMatchObject({
      email: 'Guest@Example.com',
      role: 'client',
      invitedBy: 'johndoe',
    });
    const info = await t.call<InvitationInfo>('GET', `/auth/invitation?token=${token}`);
    expect(info.body).toEqual({ email: 'Guest@Example.com', role: 'client' });
    const done = await accept(token, 'guest');
    expect(done.status).toBe(200);
    expect(done.body.userData).toMatchObject({ username: 'guest', role: 'client' });
    const [row] = await t.db.select().from(accounts).where(eq(accounts.username, 'guest'));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    // Accepted: no longer pending, and the link is spent.
    const after = await (await admin()).get<InvitationsReply>('');
    expect(after.body.invitations.map((i) => i.email)).not.toContain('Guest@Example.com');
    const again = await accept(token, 'guest2');
    expect(again.status).toBe(400);
    expect(again.body.error.token).toEqual([recoveryMessages.invitationInvalid]);
    expect((await t.call('GET', `/auth/invitation?token=${token}`)).status).toBe(400);
    expect((await t.login({ email: 'guest@example.com', password })).userData.role).toBe('client');
  });

  it('refuses an address an account has, and a role that does not exist', async () => {
    const api = await admin();
    const taken = await api.post<{ error: Record<string, string[]> }>('', {
      email: 'CLIENT@demo.com',
      role: 'client',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error.email).toEqual([recoveryMessages.accountExists]);
    const noRole = await api.post<{ error: Record<string, string[]> }>('', {
      email: 'someone@example.com',
      role: 'astronaut',
    });
    expect(noRole.status).toBe(400);
    expect(noRole.body.error.role).toEqual(['There is no role with this name']);
    expect((await api.post('', { email: 'not-an-address', role: 'client' })).status).toBe(400);
  });

  it('stops a revoked or expired invitation, and a newer one replaces an older', async () => {
    const revoked = await invite('revoked@example.com');
    expect((await (await admin()).del(`/${revoked.id}`)).status).toBe(200);
    expect((await (await admin()).del(`/${revoked.id}`)).status).toBe(404);
    expect((await accept(revoked.token, 'revokee')).status).toBe(400);

    const expired = await invite('expired@example.com');
    await t.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, expired.id));
    expect((await accept(expired.token, 'expiree')).status).toBe(400);
    const listed = await (await admin()).get<InvitationsReply>('');
    expect(listed.body.invitations.map((i) => i.email)).not.toContain('expired@example.com');

    const older = await invite('twice@example.com');
    const newer = await invite('twice@example.com');
    expect((await accept(older.token, 'twice')).status).toBe(400);
    expect((await accept(newer.token, 'twice')).status).toBe(200);
  });

  it('answers a taken username as sign-up does, leaving the invitation usable', async () => {
    const { token } = await invite('clash@example.com');
    const clash = await accept(token, 'JohnDoe');
    expect(clash.status).toBe(200);
    expect(clash.body.error).toEqual({ email: null, username: 'This username is already in use.' });
    expect((await accept(token, 'clasher')).status).toBe(200);
  });

  it('is for administrators only', async () => {
    const client = await t.as('/api/invitations', t.tokenOf('client'));
    expect((await client.get('')).status).toBe(403);
    expect((await client.post('', { email: 'x@example.com', role: 'admin' })).status).toBe(403);
    expect((await t.call('GET', '/api/invitations')).status).toBe(401);
  });
});
