import type { RegisterReply } from '@beacon/contract/auth';
import { describe, expect, it } from 'vitest';
import { backends, testConfig, useTestApp } from '../../test/harness';

const newcomer = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'Long-enough-9',
  // A client may send a role; the server's setting decides.
  role: 'admin',
});

describe.each(backends)('registration on %s', (backend) => {
  describe('as a demo (no setting)', () => {
    const t = useTestApp(backend);

    it('makes anyone an admin, so a visitor can try every screen', async () => {
      const reply = await t.call<RegisterReply>('POST', '/jwt/register', {
        body: newcomer('visitor'),
      });
      expect(reply.status).toBe(200);
      expect(reply.body.user).toMatchObject({
        role: 'admin',
        ability: [{ action: 'manage', subject: 'all' }],
      });
    });
  });

  describe('open, into the client role', () => {
    const t = useTestApp(backend, {
      ...testConfig,
      registration: { open: true, role: 'client' },
    });

    it('gives the configured role whatever the body asks, and none of an admin’s rights', async () => {
      const reply = await t.call<RegisterReply>('POST', '/jwt/register', {
        body: newcomer('stranger'),
      });
      expect(reply.status).toBe(200);
      expect(reply.body.user.role).toBe('client');
      const token = reply.body.accessToken;
      expect((await t.call('GET', '/api/audit', { token })).status).toBe(403);
      // Demoting the demo admin: the review's attack.
      const demote = await t.call('PUT', '/apps/roles/users/1', {
        token,
        body: { role: 'client' },
      });
      expect(demote.status).toBe(403);
    });
  });

  describe('closed', () => {
    const t = useTestApp(backend, {
      ...testConfig,
      registration: { open: false, role: 'client' },
    });

    it('answers 403 and makes no account', async () => {
      const reply = await t.call<{ error: string }>('POST', '/jwt/register', {
        body: newcomer('latecomer'),
      });
      expect(reply.status).toBe(403);
      expect(reply.body.error).toMatch(/Registration is closed/);
      const login = await t.call('POST', '/jwt/login', {
        body: { email: 'latecomer@example.com', password: 'Long-enough-9' },
      });
      expect(login.status).toBe(400);
      // Whatever was sent: a closed server says it is closed, not what the form lacks.
      expect((await t.call('POST', '/jwt/register', { body: {} })).status).toBe(403);
    });
  });
});
