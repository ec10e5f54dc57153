import type { AccountGeneral } from '@beacon/contract/account';
import type { AccessUsersReply } from '@beacon/contract/access';
import type { LoginReply } from '@beacon/contract/auth';
import type { FileReply, StoredFile } from '@beacon/contract/files';
import { type SQL, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { accounts } from '../../lib/accounts/accounts.table';
import { backends, useTestApp } from '../../test/harness';
import { runJob, runRequiredSeed } from '../../test/module-jobs';
import { accountModule } from './account.module';

type ErrorBody = { error: Record<string, string[]> };

const storeUrl = /^\/api\/files\/[A-Za-z0-9_-]{22}$/;

const picture = async (background: string, format: 'png' | 'jpeg' = 'png') => {
  const blank = sharp({ create: { width: 64, height: 64, channels: 3, background } });
  return new Uint8Array(await (format === 'png' ? blank.png() : blank.jpeg()).toBuffer());
};

const dataUrl = (bytes: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe.each(backends)('avatars in the file store on %s', (backend) => {
  const t = useTestApp(backend);

  const request = (token: string, path: string, init: RequestInit = {}) =>
    t.app.fetch(
      new Request(`http://test${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      }),
    );

  const person = async (name: string) => {
    const username = `${name}_${Math.random().toString(36).slice(2, 8)}`;
    const { token, userData } = await t.signUp(username);
    const upload = async (bytes: Uint8Array, kind = 'avatar'): Promise<StoredFile> => {
      const reply = await request(token, `/api/files?kind=${kind}&name=me.png`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: bytes as Uint8Array<ArrayBuffer>,
      });
      expect(reply.status).toBe(201);
      return ((await reply.json()) as FileReply).file;
    };
    const setAvatar = (avatar: string | null) =>
      t.call<{ general: AccountGeneral } | ErrorBody>('PUT', '/account-setting/general', {
        token,
        body: { avatar, username, fullName: `${name} Tester`, email: userData.email },
      });
    return { id: userData.id, email: userData.email, username, token, upload, setAvatar };
  };

  const avatarOf = async (id: number) =>
    (await t.db.select({ avatar: accounts.avatar }).from(accounts).where(eq(accounts.id, id)))[0]
      ?.avatar;
  const idOf = (url: string) => url.split('/')[3] ?? '';
  const fileExists = async (url: string) =>
    (await selectRows(t.db, sql`select id from files where id = ${idOf(url)}`)).length === 1;
  const allFiles = () => selectRows<{ id: string }>(t.db, sql`select id from files order by id`);
  /** The file store's collector, as the server runs it, after these uploads' grace time. */
  async function collectLater(...urls: string[]) {
    const ids = urls.map((url) => sql`${idOf(url)}`);
    await t.db.execute(
      sql`update files set created_at = created_at - interval '1 day' where id in (${sql.join(ids, sql`, `)})`,
    );
    await runJob(t.db, 'files.collect');
  }

  it('sets an uploaded avatar: the sign-in, the users list and anyone signed in see it', async () => {
    const ann = await person('avann');
    const bob = await person('avbob');
    const file = await ann.upload(await picture('#1c7ed6'));
    const saved = await ann.setAvatar(file.url);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ general: { avatar: file.url } });

    const login = await t.call<LoginReply>('POST', '/jwt/login', {
      body: { email: ann.email, password: 'password-1234' },
    });
    expect(login.body.userData.avatar).toBe(file.url);
    const admin = await t.tokenOf('admin');
    const list = await t.call<AccessUsersReply>('GET', `/apps/roles/users?q=${ann.username}`, {
      token: admin,
    });
    expect(list.body.users).toEqual([expect.objectContaining({ avatar: file.url })]);

    // Bob never uploaded it, yet reads it, and may keep it a while: a new picture has a new URL.
    const read = await request(bob.token, file.url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(read.headers.get('cache-control')).toContain('private');
  });

  it("refuses someone else's upload, another kind or an unknown file, changing nothing", async () => {
    const ann = await person('avrefuse');
    const bob = await person('avother');
    const bobs = await bob.upload(await picture('#e8590c'));
    // Bob's avatar is readable to Ann, but it is not hers to take.
    expect((await bob.setAvatar(bobs.url)).status).toBe(200);
    const attachment = await ann.upload(await picture('#2f9e44'), 'attachment');
    const own = 'Upload the picture first: the avatar must be one of your own avatar uploads';
    for (const avatar of [bobs.url, attachment.url, '/api/files/AAAAAAAAAAAAAAAAAAAAAA']) {
      const reply = await ann.setAvatar(avatar);
      expect(reply.status, avatar).toBe(400);
      expect(reply.body).toEqual({ error: { avatar: [own] } });
    }
    expect((await ann.setAvatar('/api/files/not-an-id')).body).toEqual({
      error: { avatar: [own] },
    });
    expect(await avatarOf(ann.id)).toBeNull();
  });

  it('stores a data URL sent by an API client, and refuses one that is no picture', async () => {
    const ann = await person('avdata');
    const saved = await ann.setAvatar(dataUrl(await picture('#ae3ec9', 'jpeg'), 'image/jpeg'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const avatar = (saved.body as { general: AccountGeneral }).general.avatar ?? '';
    expect(avatar).toMatch(storeUrl);
    const read = await request((await person('avdatab')).token, avatar);
    expect(read.headers.get('content-type')).toBe('image/jpeg');

    // Starts like a PNG, but is not one.
    const fake = new Uint8Array(64);
    fake.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const refused = await ann.setAvatar(dataUrl(fake));
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as ErrorBody).error)).toEqual(['avatar']);
    expect(await avatarOf(ann.id)).toBe(avatar);
  });

  it('replacing or removing unlinks the old picture, which the collector then removes', async () => {
    const ann = await person('avswap');
    const bob = await person('avswapb');
    const first = await ann.upload(await picture('#f08c00'));
    const second = await ann.upload(await picture('#0c8599'));
    await ann.setAvatar(first.url);
    expect((await ann.setAvatar(second.url)).status).toBe(200);
    // The old one is no longer anyone's avatar: only its uploader may read it until collected.
    expect((await request(bob.token, first.url)).status).toBe(404);
    expect((await request(bob.token, second.url)).status).toBe(200);

    await collectLater(first.url, second.url);
    expect(await fileExists(first.url)).toBe(false);
    expect(await fileExists(second.url)).toBe(true);

    expect((await ann.setAvatar(null)).status).toBe(200);
    expect((await request(bob.token, second.url)).status).toBe(404);
    await collectLater(second.url);
    expect(await fileExists(second.url)).toBe(false);
  });

  it('moves data-URL avatars into the store at start, mail rows with them, once', async () => {
    const ann = await person('avmove');
    const bob = await person('avmoveb');
    const old = dataUrl(await picture('#5c940d'));
    await t.db.update(accounts).set({ avatar: old }).where(eq(accounts.id, ann.id));
    // A mail Ann sent before: Bob's copy carries her avatar as it was then.
    const sent = await t.call('POST', '/apps/email/send', {
      token: ann.token,
      body: { to: [bob.email], subject: 'Before the move', message: '<p>Hello</p>' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const fromAvatars = async (where: SQL) =>
      (
        await selectRows<{ from_avatar: string }>(
          t.db,
          sql`select from_avatar from emails where ${where}`,
        )
      ).map((row) => row.from_avatar);
    const annsMail = sql`subject = 'Before the move'`;
    expect(await fromAvatars(annsMail)).toEqual([old, old]);

    const start = () => runRequiredSeed(t.db, accountModule);
    await start();
    const moved = (await avatarOf(ann.id)) ?? '';
    expect(moved).toMatch(storeUrl);
    expect(await fromAvatars(annsMail)).toEqual([moved, moved]);
    const read = await request(bob.token, moved);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );

    const filesBefore = await allFiles();
    await start();
    expect(await avatarOf(ann.id)).toBe(moved);
    expect(await allFiles()).toEqual(filesBefore);
    expect(await fromAvatars(annsMail)).toEqual([moved, moved]);
  });
});
