import type { LoginReply, RegisterReply } from '@beacon/contract/auth';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { accounts } from '../../lib/accounts/accounts.table';

type Reply = { error?: Record<string, string[]> } & Partial<RegisterReply>;

const blank = 'Password may not be only spaces';
const common = 'Password is too common: choose one that is harder to guess';

describe.each(backends)('password rules on %s', (backend) => {
  const t = useTestApp(backend);
  let serial = 0;
  const fresh = () => `pw_rules_${++serial}_${Math.random().toString(36).slice(2, 6)}`;

  const register = (password: string, username = fresh()) =>
    t.call<Reply>('POST', '/jwt/register', {
      body: { username, email: `${username}@example.com`, password },
    });

  it('refuses a password of spaces only, and one on the common list in any case, storing nothing', async () => {
    const before = await t.db.$count(accounts);
    const cases: [string, string[]][] = [
      [' '.repeat(8), [blank]],
      ['\t \n \t \n ', [blank]],
      ['password', [common]],
      ['Password123', [common]],
      ['  iloveyou  ', [common]],
      ['qwertyuiop', [common]],
    ];
    for (const [password, messages] of cases) {
      const reply = await register(password);
      expect(reply.status, JSON.stringify(password)).toBe(400);
      expect(reply.body.error, JSON.stringify(password)).toEqual({ password: messages });
    }
    expect(await t.db.$count(accounts)).toBe(before);
  });

  it('gives a short common password the length message alone', async () => {
    const reply = await register('admin');
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({ password: ['Password must be at least 8 characters'] });
  });

  it('takes a password that is neither blank nor common, with spaces inside it', async () => {
    const username = fresh();
    const password = 'violet harbour 42';
    const reply = await register(password, username);
    expect(reply.status).toBe(200);
    expect(reply.body.user?.username).toBe(username);
    const login = await t.call<LoginReply>('POST', '/jwt/login', {
      body: { email: `${username}@example.com`, password },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a blank or common new password on a change, and keeps the old one', async () => {
    const username = fresh();
    const password = 'granite-otter-58';
    const made = await register(password, username);
    const token = made.body.accessToken ?? '';
    const change = (newPassword: string) =>
      t.call<{ error?: Record<string, string[]> }>('POST', '/account-setting/password', {
        token,
        body: { currentPassword: password, newPassword, confirmPassword: newPassword },
      });

    const spaces = await change(' '.repeat(10));
    expect(spaces.status).toBe(400);
    expect(spaces.body.error).toEqual({
      newPassword: ['The new password may not be only spaces'],
    });
    const guessable = await change('Sunshine1');
    expect(guessable.status).toBe(400);
    expect(guessable.body.error).toEqual({
      newPassword: ['The new password is too common: choose one that is harder to guess'],
    });

    const login = (secret: string) =>
      t.call('POST', '/jwt/login', {
        body: { email: `${username}@example.com`, password: secret },
      });
    expect((await login(password)).status).toBe(200);
    expect((await login('Sunshine1')).status).toBe(400);
    expect((await change('copper-lantern-91')).status).toBe(200);
    expect((await login('copper-lantern-91')).status).toBe(200);
  });

  it('refuses a common password for a user an admin adds', async () => {
    const username = fresh();
    const add = async (password: string) =>
      t.call<{ error?: Record<string, string[]> }>('POST', '/apps/roles/users', {
        token: await t.tokenOf('admin'),
        body: {
          fullName: 'Pat Example',
          username,
          email: `${username}@example.com`,
          password,
          role: 'client',
        },
      });
    const refused = await add('baseball');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ password: [common] });
    expect((await add('        ')).body.error).toEqual({ password: [blank] });
    expect((await add('maple-tundra-37')).status).toBe(201);
  });
});
