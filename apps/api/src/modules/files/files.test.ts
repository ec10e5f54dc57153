import type { FilesReply, FileUsage } from '@beacon/contract/files';
import { fileMessages } from '@beacon/contract/files-values';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { backends, testConfig, useTestApp } from '../../test/harness';
import { collectOrphans } from './files.jobs';
import { filesService } from './files.service';
import { files } from './files.table';
import {
  animatedGif,
  download,
  htmlPage,
  jpegWithExif,
  png,
  randomBytes,
  upload,
} from './files-test-kit';

const MB = 1024 * 1024;

describe.each(backends)('the file store on %s', (backend) => {
  const t = useTestApp(backend);

  it('stores an upload and gives it back byte for byte, with its headers', async () => {
    const admin = await t.tokenOf('admin');
    const bytes = randomBytes(600 * 1024);
    const stored = await upload(t, admin, 'attachment', 'data.bin', bytes);
    expect(stored.status).toBe(201);
    expect(stored.file).toMatchObject({
      name: 'data.bin',
      type: 'application/octet-stream',
      size: bytes.length,
      kind: 'attachment',
      isImage: false,
      thumbnailUrl: null,
    });
    const got = await download(t, admin, stored.file.url);
    expect(got.status).toBe(200);
    expect(Buffer.from(got.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/octet-stream');
    expect(got.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''data.bin");
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe('sandbox');
    expect(got.headers.get('accept-ranges')).toBe('bytes');
    expect(got.headers.get('etag')).toBe(`"${stored.file.sha256}"`);
    expect(got.headers.get('cache-control')).toBe('private, no-cache, no-transform');
    const again = await download(t, admin, stored.file.url, {
      'if-none-match': `"${stored.file.sha256}"`,
    });
    expect(again.status).toBe(304);
  });

  it('answers ranges with 206 and only those bytes, and 416 past the end', async () => {
    const admin = await t.tokenOf('admin');
    const bytes = randomBytes(600 * 1024);
    const { file } = await upload(t, admin, 'attachment', 'range.bin', bytes);
    const same = (got: Uint8Array, from: number, to: number) =>
      Buffer.from(got).equals(Buffer.from(bytes.subarray(from, to)));

    // Across the database driver's first chunk boundary (256 kB).
    const middle = await download(t, admin, file.url, { range: 'bytes=262000-262999' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 262000-262999/${bytes.length}`);
    expect(middle.headers.get('content-length')).toBe('1000');
    expect(same(middle.bytes, 262000, 263000)).toBe(true);

    const tail = await download(t, admin, file.url, { range: 'bytes=-100' });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${bytes.length - 100}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(same(tail.bytes, bytes.length - 100, bytes.length)).toBe(true);

    const rest = await download(t, admin, file.url, { range: `bytes=${bytes.length - 10}-` });
    expect(rest.status).toBe(206);
    expect(same(rest.bytes, bytes.length - 10, bytes.length)).toBe(true);

    const past = await download(t, admin, file.url, { range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('lets the uploader and linked readers read a file, and answers anyone else 404 as for no file', async () => {
    const admin = await t.tokenOf('admin');
    const client = await t.login({ email: 'client@demo.com', password: 'client' });
    const stranger = await t.signUp('files-stranger');
    const { file } = await upload(
      t,
      admin,
      'attachment',
      'secret.txt',
      new TextEncoder().encode('secret'),
    );

    expect((await download(t, undefined, file.url)).status).toBe(401);
    const refused = await download(t, stranger.token, file.url);
    const unknown = await download(t, stranger.token, '/api/files/AAAAAAAAAAAAAAAAAAAAAA');
    expect(refused.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(new TextDecoder().decode(refused.bytes)).toBe(new TextDecoder().decode(unknown.bytes));
    expect((await download(t, client.accessToken, file.url)).status).toBe(404);

    await filesService.link(t.db, [
      { fileId: file.id, target: 'email', targetId: 1, readerId: client.userData.id },
    ]);
    const linked = await download(t, client.accessToken, file.url);
    expect(linked.status).toBe(200);
    expect(new TextDecoder().decode(linked.bytes)).toBe('secret');
    expect(linked.headers.get('content-type')).toBe('text/plain');
    expect((await download(t, stranger.token, file.url)).status).toBe(404);

    const list = await t.call<FilesReply>('GET', '/api/files?q=secret', {
      token: client.accessToken,
    });
    expect(list.body.files.map((f) => f.id)).toContain(file.id);
    const none = await t.call<FilesReply>('GET', '/api/files?q=secret', { token: stranger.token });
    expect(none.body.files.map((f) => f.id)).not.toContain(file.id);

    const { file: picture } = await upload(t, admin, 'product', 'shoe.png', await png());
    expect((await download(t, stranger.token, picture.url)).status).toBe(404);
    await filesService.link(t.db, [
      { fileId: picture.id, target: 'product', targetId: 1, readerId: null },
    ]);
    const open = await download(t, stranger.token, picture.url);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe(
      'private, max-age=31536000, immutable, no-transform',
    );
    expect((await download(t, stranger.token, picture.thumbnailUrl ?? '')).status).toBe(200);
  });

  it("lists the caller's files newest first, found by name whatever the case, with the total", async () => {
    const { token } = await t.signUp('files-lister');
    await upload(t, token, 'avatar', 'Lister-alpha.png', await png(10, 10));
    await upload(t, token, 'avatar', 'lister-beta.png', await png(10, 10));
    const page = await t.call<FilesReply>('GET', '/api/files?q=LISTER&perPage=1', { token });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(2);
    expect(page.body.files.map((f) => f.name)).toEqual(['lister-beta.png']);
    const second = await t.call<FilesReply>('GET', '/api/files?q=lister&perPage=1&page=2', {
      token,
    });
    expect(second.body.files.map((f) => f.name)).toEqual(['Lister-alpha.png']);
    const usage = await t.call<FileUsage>('GET', '/api/files/usage', { token });
    const sizes = [...page.body.files, ...second.body.files].map((f) => f.size);
    expect(usage.body.used).toBe(sizes.reduce((sum, size) => sum + size, 0));
  });

  it('lets each kind be uploaded only by those who may write where it goes', async () => {
    const client = await t.tokenOf('client');
    const picture = await png();
    expect((await upload(t, client, 'avatar', 'me.png', picture)).status).toBe(201);
    expect((await upload(t, client, 'attachment', 'a.png', picture)).status).toBe(403);
    expect((await upload(t, undefined, 'avatar', 'me.png', picture)).status).toBe(401);
    const bad = await upload(t, client, 'avatar', '', picture);
    expect(bad.status).toBe(400);
    expect(bad.error).toHaveProperty('name');
    const empty = await upload(t, client, 'avatar', 'empty.png', new Uint8Array());
    expect(empty.status).toBe(400);
    expect(empty.error).toEqual({ body: [fileMessages.empty] });
  });

  it('refuses each kind over its size limit with 413', async () => {
    const admin = await t.tokenOf('admin');
    for (const [kind, limit] of [
      ['avatar', 2 * MB],
      ['blog', 10 * MB],
      ['product', 10 * MB],
      ['attachment', 25 * MB],
      ['chat', 25 * MB],
    ] as const) {
      const reply = await upload(t, admin, kind, 'big.bin', randomBytes(limit + 1));
      expect(reply.status, kind).toBe(413);
      expect(JSON.stringify(reply.error), kind).toMatch(`at most ${limit / MB} MB`);
    }
    const avatar = await upload(t, admin, 'avatar', 'big.png', randomBytes(2 * MB + 1));
    expect(avatar.error).toEqual({ body: [fileMessages.tooLarge('avatar')] });
  });

  it('judges a file by its content: HTML named .png is no picture, and is only ever a download', async () => {
    const admin = await t.tokenOf('admin');
    const avatar = await upload(t, admin, 'avatar', 'me.png', htmlPage);
    expect(avatar.status).toBe(400);
    expect(avatar.error).toEqual({ body: [fileMessages.notImage] });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>',
    );
    expect((await upload(t, admin, 'blog', 'x.svg', svg)).status).toBe(400);

    const attached = await upload(t, admin, 'attachment', '../../evil\u202Egnp.png', htmlPage);
    expect(attached.status).toBe(201);
    expect(attached.file.type).toBe('application/octet-stream');
    expect(attached.file.isImage).toBe(false);
    expect(attached.file.name).toBe('evilgnp.png');
    const got = await download(t, admin, attached.file.url);
    expect(got.headers.get('content-type')).toBe('application/octet-stream');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('writes pictures again without their metadata, with a thumbnail', async () => {
    const admin = await t.tokenOf('admin');
    const photo = await jpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, file } = await upload(t, admin, 'chat', 'photo.jpg', photo);
    expect(status).toBe(201);
    // Turned upright: the pixels carry the orientation, since the EXIF that said it is gone.
    expect(file).toMatchObject({ type: 'image/jpeg', isImage: true, width: 600, height: 800 });
    const got = await download(t, admin, file.url);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(got.headers.get('content-security-policy')).toBeNull();
    const meta = await sharp(got.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([600, 800]);
    expect(Buffer.from(got.bytes).includes('SecretCam')).toBe(false);

    expect(file.thumbnailUrl).toBe(`${file.url}/thumbnail`);
    const thumb = await download(t, admin, file.thumbnailUrl ?? '');
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const size = await sharp(thumb.bytes).metadata();
    expect(Math.max(size.width, size.height)).toBe(320);

    const broken = photo.slice(0, 200);
    const unreadable = await upload(t, admin, 'blog', 'broken.jpg', broken);
    expect(unreadable.status).toBe(400);
    expect(unreadable.error).toEqual({ body: [fileMessages.unreadableImage] });

    const { file: text } = await upload(t, admin, 'chat', 'a.txt', new TextEncoder().encode('hi'));
    expect((await download(t, admin, `${text.url}/thumbnail`)).status).toBe(404);
  });

  it('keeps an animated GIF moving', async () => {
    const admin = await t.tokenOf('admin');
    const { file } = await upload(t, admin, 'chat', 'wave.gif', await animatedGif());
    expect(file).toMatchObject({ type: 'image/gif', width: 60, height: 40, isImage: true });
    const got = await download(t, admin, file.url);
    expect((await sharp(got.bytes).metadata()).pages).toBe(3);
  });

  it('removes files nobody attached once their grace time is over, and keeps the others', async () => {
    const admin = await t.tokenOf('admin');
    const bytes = new TextEncoder().encode('collect me');
    const { file: orphan } = await upload(t, admin, 'chat', 'orphan.txt', bytes);
    const { file: linked } = await upload(t, admin, 'chat', 'linked.txt', bytes);
    const { file: fresh } = await upload(t, admin, 'chat', 'fresh.txt', bytes);
    await filesService.link(t.db, [
      { fileId: linked.id, target: 'chat', targetId: 1, readerId: null },
    ]);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const id of [orphan.id, linked.id])
      await t.db.update(files).set({ createdAt: twoHoursAgo }).where(eq(files.id, id));

    expect(await collectOrphans(t.db, testConfig.files, new Date())).toBeGreaterThanOrEqual(1);
    expect((await download(t, admin, orphan.url)).status).toBe(404);
    const [chunks] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from file_chunks where key = ${orphan.id}`,
    );
    expect(chunks?.n).toBe(0);
    expect((await download(t, admin, linked.url)).status).toBe(200);
    expect((await download(t, admin, fresh.url)).status).toBe(200);
  });
});

describe.each(backends)('the file quota on %s', (backend) => {
  const t = useTestApp(backend, {
    ...testConfig,
    files: { ...testConfig.files, quotaBytes: 100_000 },
  });

  it('refuses an upload that would pass the quota with 413, and reports what is used', async () => {
    const admin = (await t.signUp('quota-user')).token;
    expect((await upload(t, admin, 'attachment', 'a.bin', randomBytes(60_000))).status).toBe(201);
    const over = await upload(t, admin, 'attachment', 'b.bin', randomBytes(60_000));
    expect(over.status).toBe(413);
    expect(over.error).toEqual({ body: [fileMessages.quota(100_000)] });
    const usage = await t.call<FileUsage>('GET', '/api/files/usage', { token: admin });
    expect(usage.body).toEqual({ used: 60_000, quota: 100_000 });
    expect((await upload(t, admin, 'attachment', 'c.bin', randomBytes(30_000))).status).toBe(201);
  });
});
