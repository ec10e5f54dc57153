import type { UserActivityReply } from '@beacon/contract/audit';
import type { LoginReply } from '@beacon/contract/auth';
import type { FileReply, StoredFile } from '@beacon/contract/files';
import type { UserAvatarReply as UserReply } from '@beacon/contract/users-avatar';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { backends, useTestApp } from '../../test/harness';
import { runJob } from '../../test/module-jobs';

type ErrorBody = { error: Record<string, string[]> };

const notOwn = 'Upload the picture first: the avatar must be one of your own avatar uploads';

const picture = async (background: string) =>
  new Uint8Array(
    await sharp({ create: { width: 48, height: 48, channels: 3, background } })
      .png()
      .toBuffer(),
  );

describe.each(backends)("a users-list person's picture on %s", (backend) => {
  const t = useTestApp(backend);
  let made = 0;

  const request = (token: string, path: string, init: RequestInit = {}) =>
    t.app.fetch(
      new Request(`http://test${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      }),
    );

  const upload = async (token: string, kind = 'avatar'): Promise<StoredFile> => {
    const reply = await request(token, `/api/files?kind=${kind}&name=face.png`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: await picture('#1c7ed6'),
    });
    expect(reply.status).toBe(201);
    return ((await reply.json()) as FileReply).file;
  };

  /** A new row of the users list (no account), added by the admin. */
  const addUser = async () => {
    made++;
    const reply = await t.call<UserReply>('POST', '/apps/users/add-user', {
      token: await t.tokenOf('admin'),
      body: {
        fullName: `Pictured Person ${made}`,
        username: `pictured.${made}.${backend}`,
        email: `pictured.${made}.${backend}@example.com`,
        company: 'Pictures Ltd',
        country: 'Iceland',
        contact: '(555) 010-0100',
        role: 'editor',
        currentPlan: 'team',
        billing: 'auto debit',
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.user.id;
  };

  /** A new account in one of the sample roles, signed in. */
  const signInAs = async (role: string, username: string) => {
    const email = `${username}@example.com`;
    const created = await t.call('POST', '/apps/roles/users', {
      token: await t.tokenOf('admin'),
      body: { fullName: `Person ${username}`, username, email, password: 'password-1234', role },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const login = await t.call<LoginReply>('POST', '/jwt/login', {
      body: { email, password: 'password-1234' },
    });
    return login.body.accessToken;
  };

  const setAvatar = async (id: number, avatar: string | null, token?: string) =>
    t.call<UserReply | ErrorBody>('PUT', '/apps/users/avatar', {
      token: token ?? (await t.tokenOf('admin')),
      body: { id, avatar },
    });

  const shown = async (id: number) =>
    (
      await t.call<UserReply>('GET', `/api/users/user?id=${id}`, {
        token: await t.tokenOf('admin'),
      })
    ).body.user.avatar;

  const idOf = (url: string) => url.split('/')[3] ?? '';
  const fileExists = async (url: string) =>
    (await selectRows(t.db, sql`select id from files where id = ${idOf(url)}`)).length === 1;
  /** The file store's collector, as the server runs it, after these uploads' grace time. */
  async function collectLater(...urls: string[]) {
    const ids = urls.map((url) => sql`${idOf(url)}`);
    await t.db.execute(
      sql`update files set created_at = created_at - interval '1 day' where id in (${sql.join(ids, sql`, `)})`,
    );
    await runJob(t.db, 'files.collect');
  }

  it('sets an uploaded picture: the user shows it and another account reads it', async () => {
    const id = await addUser();
    const admin = await t.tokenOf('admin');
    const file = await upload(admin);
    const saved = await setAvatar(id, file.url);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ user: { id, avatar: file.url } });
    expect(await shown(id)).toBe(file.url);
    // Audited as the users list's other writes: who changed the picture, from what to what.
    const activity = await t.call<UserActivityReply>('GET', `/api/users/activity?id=${id}`, {
      token: admin,
    });
    expect(activity.body.entries[0]).toMatchObject({
      action: 'update',
      resource: 'users',
      resourceId: String(id),
      changes: [{ field: 'avatar', before: '', after: file.url }],
    });

    const reader = await signInAs('support', `avatar.reader.${backend}`);
    const read = await request(reader, file.url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
  });

  it('replacing unlinks the old picture, which the collector removes; removing clears it', async () => {
    const id = await addUser();
    const admin = await t.tokenOf('admin');
    const reader = await signInAs('support', `avatar.swap.${backend}`);
    const first = await upload(admin);
    const second = await upload(admin);
    expect((await setAvatar(id, first.url)).status).toBe(200);
    expect((await setAvatar(id, second.url)).status).toBe(200);
    expect(await shown(id)).toBe(second.url);
    expect((await request(reader, first.url)).status).toBe(404);
    expect((await request(reader, second.url)).status).toBe(200);
    await collectLater(first.url, second.url);
    expect(await fileExists(first.url)).toBe(false);
    expect(await fileExists(second.url)).toBe(true);

    const removed = await setAvatar(id, null);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ user: { id, avatar: '' } });
    expect(await shown(id)).toBe('');
    expect((await request(reader, second.url)).status).toBe(404);
    await collectLater(second.url);
    expect(await fileExists(second.url)).toBe(false);
  });

  it("refuses another's upload, another kind, an unknown file or a plain path, changing nothing", async () => {
    const id = await addUser();
    const other = await t.signUp(`avatar_other_${backend}`);
    const others = await upload(other.token);
    const attachment = await upload(await t.tokenOf('admin'), 'attachment');
    for (const avatar of [
      others.url,
      attachment.url,
      '/api/files/AAAAAAAAAAAAAAAAAAAAAA',
      '/assets/images/avatars/3.svg',
      '',
    ]) {
      const reply = await setAvatar(id, avatar);
      expect(reply.status, avatar).toBe(400);
      expect(reply.body).toEqual({ error: { avatar: [notOwn] } });
    }
    expect((await setAvatar(id, 42 as unknown as string)).body).toEqual({
      error: { avatar: [notOwn] },
    });
    expect(await shown(id)).toBe('');
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const file = await upload(await t.tokenOf('admin'));
    const missing = await setAvatar(999_999, file.url);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'User not found' });
    const bad = await setAvatar(-1, file.url);
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as ErrorBody).error)).toEqual(['id']);
  });

  it('is refused to support, who only reads users', async () => {
    const id = await addUser();
    const support = await signInAs('support', `avatar.support.${backend}`);
    const file = await upload(support);
    const reply = await setAvatar(id, file.url, support);
    expect(reply.status).toBe(403);
    expect(await shown(id)).toBe('');
  });

  it('deleting the user unlinks its picture, which the collector removes', async () => {
    const id = await addUser();
    const admin = await t.tokenOf('admin');
    const file = await upload(admin);
    expect((await setAvatar(id, file.url)).status).toBe(200);
    const deleted = await t.call('DELETE', `/apps/users/delete?id=${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    const links = await selectRows(
      t.db,
      sql`select 1 from file_links where target = 'user' and target_id = ${String(id)}`,
    );
    expect(links).toEqual([]);
    await collectLater(file.url);
    expect(await fileExists(file.url)).toBe(false);
  });
});
