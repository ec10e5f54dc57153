import type {
  AccountGeneral,
  AccountInfo,
  AccountNotification,
  AccountSettings,
  AccountSocial,
} from '@beacon/contract/account';
import type { LoginReply, RegisterReply } from '@beacon/contract/auth';
import { describe, expect, it } from 'vitest';
import { backends, demo, useTestApp } from '../../test/harness';
import { findProfileFacts } from './account.repo';

/** A 1×1 PNG, and files that only claim to be images. */
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const gif = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** What the account keeps of an avatar sent as a data URL: the file store's URL. */
const stored: unknown = expect.stringMatching(/^\/api\/files\/[A-Za-z0-9_-]{22}$/);
/** A data URL of `bytes` bytes that start like a PNG. */
const pngOfSize = (bytes: number) => {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `data:image/png;base64,${Buffer.from(data).toString('base64')}`;
};

const defaults = {
  info: { bio: '', dob: null, country: 'USA', website: '', phone: '' },
  social: {
    socialLinks: {
      twitter: 'https://www.twitter.com',
      facebook: '',
      google: '',
      linkedIn: 'https://www.linkedin.com',
      instagram: '',
      quora: '',
    },
    connections: { twitter: true, google: true, facebook: false, github: false },
  },
  notification: {
    commentOnArticle: true,
    answerOnForm: true,
    followMe: false,
    newAnnouncements: true,
    productUpdates: true,
    blogDigest: false,
  },
};

describe.each(backends)('account settings on %s', (backend) => {
  const t = useTestApp(backend);

  /** A new account with a session of its own (the refresh token too). */
  async function register(name: string) {
    const username = `${name}_${Math.random().toString(36).slice(2, 8)}`;
    const password = 'password-1234';
    const reply = await t.call<RegisterReply>('POST', '/jwt/register', {
      body: { username, email: `${username}@example.com`, password },
    });
    if (reply.status !== 200 || !('accessToken' in reply.body)) throw new Error('sign-up failed');
    const { accessToken: token, refreshToken, user } = reply.body;
    return { token, refreshToken, user, username, email: user.email, password };
  }

  const data = async (token: string) => {
    const reply = await t.call<AccountSettings>('GET', '/account-setting/data', { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const put = <T>(token: string, part: string, body: unknown) =>
    t.call<T>('PUT', `/account-setting/${part}`, { token, body });
  const general = (token: string, body: unknown) =>
    put<{ general: AccountGeneral; error?: unknown }>(token, 'general', body);

  it('answers 401 without a token and 403 to the client on every call', async () => {
    const client = await t.tokenOf('client');
    const calls: [string, string, unknown][] = [
      ['GET', '/account-setting/data', undefined],
      ['PUT', '/account-setting/general', { username: 'x', fullName: 'x', email: 'x@x.com' }],
      ['PUT', '/account-setting/info', {}],
      ['PUT', '/account-setting/social', { connections: defaults.social.connections }],
      ['PUT', '/account-setting/notification', defaults.notification],
      ['POST', '/account-setting/password', { currentPassword: 'client' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await t.call(method, path, { body, token: client })).status, path).toBe(403);
    }
  });

  it("shows the signed-in user's own account and the sample defaults until saved", async () => {
    const admin = await data(await t.tokenOf('admin'));
    expect(admin.general).toEqual({
      avatar: '/assets/images/portrait/avatar-admin.svg',
      username: 'johndoe',
      fullName: 'John Doe',
      email: 'admin@demo.com',
      company: '',
    });
    const fresh = await register('fresh');
    const mine = await data(fresh.token);
    expect(mine).toEqual({
      general: {
        avatar: null,
        username: fresh.username,
        fullName: '',
        email: fresh.email,
        company: '',
      },
      ...defaults,
    });
  });

  it('saves the general fields and avatar; the next sign-in carries them', async () => {
    const me = await register('general');
    const saved = await general(me.token, {
      avatar: png,
      username: `${me.username}_new`,
      fullName: '  Ada Lovelace ',
      email: `NEW.${me.email}`,
      company: 'Analytical Engines',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      avatar: stored,
      username: `${me.username}_new`,
      fullName: 'Ada Lovelace',
      // A new address waits for the link mailed to it (recovery/verification.test.ts).
      email: me.email,
      company: 'Analytical Engines',
    };
    expect(saved.body).toEqual({ general: expected });
    expect((await data(me.token)).general).toEqual(expected);
    const login = await t.call<LoginReply>('POST', '/jwt/login', {
      body: { email: me.email, password: me.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.userData).toMatchObject({
      fullName: 'Ada Lovelace',
      username: `${me.username}_new`,
      avatar: saved.body.general.avatar,
    });

    // Left out, the avatar stays; null removes it. The own address in another case is no clash.
    const kept = await general(me.token, { ...expected, avatar: undefined, email: me.email });
    expect(kept.body.general.avatar).toBe(saved.body.general.avatar);
    const reset = await general(me.token, { ...expected, avatar: null });
    expect(reset.status).toBe(200);
    expect(reset.body.general.avatar).toBeNull();
    const again = await general(me.token, { ...expected, avatar: gif });
    expect(again.body.general.avatar).toEqual(stored);
    expect(again.body.general.avatar).not.toBe(saved.body.general.avatar);
  });

  it('refuses a wrong type, a renamed file or an image over 800 kB, changing nothing', async () => {
    const me = await register('avatar');
    const body = { username: me.username, fullName: 'Avatar Tester', email: me.email };
    const refused = async (avatar: unknown, message: string) => {
      const reply = await general(me.token, { ...body, avatar });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: { avatar: [message] } });
    };
    await refused('data:image/webp;base64,UklGRiQAAABXRUJQ', 'Allowed JPG, GIF or PNG.');
    await refused('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'Allowed JPG, GIF or PNG.');
    // A GIF's bytes sent as a PNG.
    await refused(gif.replace('image/gif', 'image/png'), 'Allowed JPG, GIF or PNG.');
    await refused(pngOfSize(800 * 1024 + 1), 'The image must be at most 800 kB.');
    // A body over the API's limit is refused before it is read (the form checks the size first).
    const huge = await general(me.token, { ...body, avatar: pngOfSize(3_000_000) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: { body: ['The request body must be at most 2 MB'] } });
    await refused('not a data url', 'The image could not be read.');
    await refused(42, 'The image could not be read.');
    expect((await data(me.token)).general).toMatchObject({ avatar: null, fullName: '' });
  });

  it('checks the fields and answers 409 for an e-mail or username another account has', async () => {
    const me = await register('clash');
    const body = { username: me.username, fullName: 'Clash Tester', email: me.email };
    const taken = await general(me.token, { ...body, email: 'ADMIN@demo.com' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: { email: ['This email is already in use.'] } });
    const both = await general(me.token, {
      ...body,
      email: 'client@demo.com',
      username: 'JohnDoe',
    });
    expect(both.status).toBe(409);
    expect(both.body).toEqual({
      error: {
        email: ['This email is already in use.'],
        username: ['This username is already in use.'],
      },
    });
    const bad = await general(me.token, {
      username: 'a b',
      fullName: '   ',
      email: 'not-an-email',
      company: 'x'.repeat(101),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: {
        username: ['Username may contain only letters, digits, dot, dash and underscore'],
        fullName: ['Please enter your full name'],
        email: ['Enter a valid email'],
        company: ['Company must be at most 100 characters'],
      },
    });
    expect((await data(me.token)).general).toMatchObject({ fullName: '', email: me.email });
    expect((await data(await t.tokenOf('admin'))).general.email).toBe('admin@demo.com');
  });

  it('saves the information, refusing a long bio, a birth date not past, a bad URL or phone', async () => {
    const me = await register('info');
    const info = {
      bio: 'Writes notes on engines.',
      dob: '1815-12-10',
      country: 'United Kingdom',
      website: 'https://ada.example.com/notes',
      phone: '+44 (20) 7946-0958',
    };
    const saved = await put<{ info: AccountInfo }>(me.token, 'info', info);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ info });
    expect((await data(me.token)).info).toEqual(info);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const bad = await put(me.token, 'info', {
      bio: 'x'.repeat(501),
      dob: tomorrow,
      website: 'javascript:alert(1)',
      phone: 'call me',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: {
        bio: ['Bio must be at most 500 characters'],
        dob: ['The birth date must be in the past'],
        website: ['Enter a web address starting with http:// or https://'],
        phone: ['A phone number has 6 to 30 digits, spaces and + ( ) - .'],
      },
    });
    expect((await put(me.token, 'info', { dob: '1990-02-30' })).body).toEqual({
      error: { dob: ['Enter a date as YYYY-MM-DD'] },
    });
    expect((await data(me.token)).info).toEqual(info);
    // Empty values clear: no birth date is null.
    const cleared = await put<{ info: AccountInfo }>(me.token, 'info', {
      ...info,
      dob: '',
      bio: '',
    });
    expect(cleared.body.info).toEqual({ ...info, dob: null, bio: '' });
  });

  it('saves social links and connections separately, and the notification flags', async () => {
    const me = await register('social');
    const socialLinks = { ...defaults.social.socialLinks, twitter: '', github: 'ignored' };
    const links = await put<{ social: AccountSocial }>(me.token, 'social', {
      socialLinks: { ...socialLinks, facebook: 'https://facebook.com/ada' },
    });
    expect(links.status, JSON.stringify(links.body)).toBe(200);
    expect(links.body.social).toEqual({
      socialLinks: {
        ...defaults.social.socialLinks,
        twitter: '',
        facebook: 'https://facebook.com/ada',
      },
      connections: defaults.social.connections,
    });
    const connections = { twitter: false, google: true, facebook: true, github: true };
    const connected = await put<{ social: AccountSocial }>(me.token, 'social', { connections });
    expect(connected.body.social.connections).toEqual(connections);
    expect(connected.body.social.socialLinks.facebook).toBe('https://facebook.com/ada');
    expect((await data(me.token)).social).toEqual(connected.body.social);

    expect((await put(me.token, 'social', {})).body).toEqual({
      error: { body: ['Send socialLinks, connections or both'] },
    });
    expect((await put(me.token, 'social', { socialLinks: { quora: 'quora' } })).body).toEqual({
      error: { 'socialLinks.quora': ['Enter a web address starting with http:// or https://'] },
    });
    expect(
      (await put(me.token, 'social', { connections: { ...connections, github: 'yes' } })).body,
    ).toEqual({ error: { 'connections.github': ['Must be true or false'] } });

    const flags = { ...defaults.notification, followMe: true, commentOnArticle: false };
    const saved = await put<{ notification: AccountNotification }>(me.token, 'notification', flags);
    expect(saved.body).toEqual({ notification: flags });
    const missing: Partial<typeof flags> = { ...flags };
    delete missing.blogDigest;
    expect((await put(me.token, 'notification', missing)).body).toEqual({
      error: { blogDigest: ['Must be true or false'] },
    });
    expect((await data(me.token)).notification).toEqual(flags);
  });

  it("never changes another user's settings", async () => {
    const ann = await register('ann');
    const bob = await register('bob');
    await general(ann.token, {
      username: ann.username,
      fullName: 'Ann',
      email: ann.email,
      company: 'A',
    });
    await put(ann.token, 'info', { bio: 'Ann', country: 'France' });
    await put(ann.token, 'social', {
      connections: { twitter: false, google: false, facebook: true, github: true },
    });
    await put(ann.token, 'notification', { ...defaults.notification, blogDigest: true });
    expect(await data(bob.token)).toEqual({
      general: {
        avatar: null,
        username: bob.username,
        fullName: '',
        email: bob.email,
        company: '',
      },
      ...defaults,
    });
    const admin = await data(await t.tokenOf('admin'));
    expect(admin.info).toEqual(defaults.info);
    expect(admin.general.fullName).toBe('John Doe');
  });

  it('changes the password after checking it; other sessions can no longer refresh', async () => {
    const me = await register('password');
    const other = await t.call<LoginReply>('POST', '/jwt/login', {
      body: { email: me.email, password: me.password },
    });
    const change = (body: object) =>
      t.call<{ signedOutSessions: number; error?: unknown }>('POST', '/account-setting/password', {
        token: me.token,
        body: { refreshToken: me.refreshToken, ...body },
      });
    const newPassword = 'a-new-password';

    const wrong = await change({
      currentPassword: 'nope',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: { currentPassword: ['The current password is incorrect'] },
    });
    expect(
      (
        await change({
          currentPassword: me.password,
          newPassword: 'short',
          confirmPassword: 'short',
        })
      ).body,
    ).toEqual({ error: { newPassword: ['The new password must be at least 8 characters'] } });
    expect(
      (
        await change({
          currentPassword: me.password,
          newPassword: me.password,
          confirmPassword: me.password,
        })
      ).body,
    ).toEqual({ error: { newPassword: ['The new password must differ from the current one'] } });
    expect(
      (await change({ currentPassword: me.password, newPassword, confirmPassword: 'other-one' }))
        .body,
    ).toEqual({ error: { confirmPassword: ['The passwords do not match'] } });

    const done = await change({
      currentPassword: me.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ signedOutSessions: 1 });

    const refresh = (refreshToken: string) =>
      t.call<LoginReply>('POST', '/jwt/refresh-token', { body: { refreshToken } });
    expect((await refresh(other.body.refreshToken)).status).toBe(401);
    const mine = await refresh(me.refreshToken);
    expect(mine.status).toBe(200);
    expect((await refresh(mine.body.refreshToken)).status).toBe(200);

    const login = (password: string) =>
      t.call('POST', '/jwt/login', { body: { email: me.email, password } });
    expect((await login(me.password)).status).toBe(400);
    expect((await login(newPassword)).status).toBe(200);
  });

  it('signs out every session when the caller names none of its own', async () => {
    const me = await register('everyone');
    const stranger = await t.login(demo.admin);
    const newPassword = 'another-password';
    const done = await t.call<{ signedOutSessions: number }>('POST', '/account-setting/password', {
      token: me.token,
      // The admin's refresh token is not this account's: it keeps nothing.
      body: {
        currentPassword: me.password,
        newPassword,
        confirmPassword: newPassword,
        refreshToken: stranger.refreshToken,
      },
    });
    expect(done.body).toEqual({ signedOutSessions: 1 });
    const refresh = (refreshToken: string) =>
      t.call('POST', '/jwt/refresh-token', { body: { refreshToken } });
    expect((await refresh(me.refreshToken)).status).toBe(401);
    expect((await refresh(stranger.refreshToken)).status).toBe(200);
  });

  it('gives the profile page the account and its saved information', async () => {
    const me = await register('profile');
    await general(me.token, { username: me.username, fullName: 'Pro File', email: me.email });
    await put(me.token, 'info', {
      bio: 'Hello',
      country: 'Chile',
      website: 'https://pro.example.com',
    });
    const facts = await findProfileFacts(t.db, me.user.id);
    expect(facts).toMatchObject({
      fullName: 'Pro File',
      username: me.username,
      email: me.email,
      avatar: null,
      role: 'admin',
      bio: 'Hello',
      country: 'Chile',
      website: 'https://pro.example.com',
      phone: '',
    });
    expect(Date.parse(facts?.joinedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await findProfileFacts(t.db, 1))?.country).toBe('USA');
    expect(await findProfileFacts(t.db, 999_999)).toBeUndefined();
  });
});
