import { runRequiredSeed } from '../../test/module-jobs';
import type { BlogDetailReply, BlogEdit } from '@beacon/contract/blog';
import type { FileReply, StoredFile } from '@beacon/contract/files';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { blogModule } from './blog.module';
import { blogPosts } from './blog.table';

const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const pngBytes = Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0));
const storeUrl = /^\/api\/files\/[A-Za-z0-9_-]{22}$/;

describe.each(backends)('blog pictures in the file store on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.tokenOf('admin');

  /** A picture uploaded as the web app does it. */
  const upload = async (
    token: string | Promise<string>,
    name = 'picture.png',
    kind: 'blog' | 'chat' = 'blog',
  ): Promise<StoredFile> => {
    const reply = await t.app.fetch(
      new Request(`http://test/api/files?${new URLSearchParams({ kind, name }).toString()}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await token}`,
          'content-type': 'application/octet-stream',
        },
        body: pngBytes,
      }),
    );
    expect(reply.status).toBe(201);
    return ((await reply.json()) as FileReply).file;
  };

  /** What reading a store URL answers `token`: 200, or 404 to who may not read it. */
  const readStatus = async (token: string, url: string) =>
    (
      await t.app.fetch(
        new Request(`http://test${url}`, { headers: { authorization: `Bearer ${token}` } }),
      )
    ).status;

  const newPost = (overrides: Record<string, unknown> = {}) => ({
    blogTitle: 'Pictures',
    slug: `pictures-${Math.random().toString(36).slice(2, 8)}`,
    status: 'Published',
    content: '<p>Hello</p>',
    featuredImage: '',
    ...overrides,
  });

  const write = async (body: unknown, token: string | Promise<string>, id?: number) =>
    t.call<BlogEdit & { error?: Record<string, string[]> }>(
      id === undefined ? 'POST' : 'PUT',
      id === undefined ? '/blog/list/data/edit' : `/blog/list/data/edit/${id}`,
      { token: await token, body },
    );

  it('shows an uploaded featured image and a picture in the content to every signed-in reader', async () => {
    const author = await t.signUp(`writer${Date.now()}`);
    const reader = await t.signUp(`reader${Date.now()}`);
    const featured = await upload(author.token, 'cover.png');
    const inside = await upload(author.token, 'inside.png');
    expect(await readStatus(reader.token, featured.url)).toBe(404);

    const content = `<p>Look:</p><p><img src="${inside.url}" alt="A view"></p>`;
    const created = await write(newPost({ featuredImage: featured.url, content }), author.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.featuredImage).toBe(featured.url);
    expect(created.body.content).toBe(content);

    const shown = await t.call<BlogDetailReply>(
      'GET',
      `/blog/list/data/detail?id=${created.body.id}`,
      { token: reader.token },
    );
    expect(shown.body.blog.img).toBe(featured.url);
    expect(shown.body.blog.content).toContain(`src="${inside.url}"`);
    expect(await readStatus(reader.token, featured.url)).toBe(200);
    expect(await readStatus(reader.token, inside.url)).toBe(200);
  });

  it('releases the pictures a post no longer uses when it is saved again', async () => {
    const reader = await t.signUp(`onlooker${Date.now()}`);
    const first = await upload(admin(), 'first.png');
    const second = await upload(admin(), 'second.png');
    const inside = await upload(admin(), 'inside.png');
    const content = `<p><img src="${inside.url}" alt="inside"></p>`;
    const created = await write(newPost({ featuredImage: first.url, content }), admin());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await readStatus(reader.token, first.url)).toBe(200);

    const slug = created.body.slug;
    const replaced = await write(
      newPost({ slug, featuredImage: second.url, content: '<p>No</p>' }),
      admin(),
      created.body.id,
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await readStatus(reader.token, first.url)).toBe(404);
    expect(await readStatus(reader.token, inside.url)).toBe(404);
    expect(await readStatus(reader.token, second.url)).toBe(200);

    const cleared = await write(newPost({ slug }), admin(), created.body.id);
    expect(cleared.status).toBe(200);
    expect(cleared.body.featuredImage).toBe('');
    expect(await readStatus(reader.token, second.url)).toBe(404);
    // The uploader keeps reading their own upload.
    expect(await readStatus(await admin(), second.url)).toBe(200);
  });

  it("refuses someone else's upload and a file that is not a blog picture, with field messages", async () => {
    const stranger = await t.signUp(`stranger${Date.now()}`);
    const theirs = await upload(stranger.token, 'theirs.png');
    const asFeatured = await write(newPost({ featuredImage: theirs.url }), admin());
    expect(asFeatured.status).toBe(400);
    expect(asFeatured.body.error?.featuredImage?.[0]).toMatch(/may attach/);

    const inContent = await write(
      newPost({ content: `<p><img src="${theirs.url}" alt="x"></p>` }),
      admin(),
    );
    expect(inContent.status).toBe(400);
    expect(Object.keys(inContent.body.error ?? {})).toEqual(['content']);

    const chatFile = await upload(admin(), 'chat.png', 'chat');
    const wrongKind = await write(newPost({ featuredImage: chatFile.url }), admin());
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error?.featuredImage).toEqual([
      'The featured image must be a picture uploaded for the blog (kind=blog)',
    ]);

    const notAFile = await write(newPost({ featuredImage: '/api/files/../../etc' }), admin());
    expect(notAFile.status).toBe(400);
  });

  it('drops pictures from anywhere but the store from the content', async () => {
    const created = await write(
      newPost({
        content:
          '<p>A<img src="https://tracker.example/pixel.png" alt="pixel"></p><p><img src="data:image/png;base64,AAAA"></p>',
      }),
      admin(),
    );
    expect(created.status).toBe(201);
    expect(created.body.content).toBe('<p>A</p><p></p>');
  });

  it('moves a data URL into the store, for API clients and for posts kept before the store', async () => {
    const reader = await t.signUp(`viewer${Date.now()}`);
    const dataUrl = `data:image/png;base64,${pngBase64}`;
    const sent = await write(newPost({ featuredImage: dataUrl }), admin());
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.featuredImage).toMatch(storeUrl);
    expect(await readStatus(reader.token, sent.body.featuredImage)).toBe(200);

    const old = await write(newPost(), admin());
    await t.db.update(blogPosts).set({ image: dataUrl }).where(eq(blogPosts.id, old.body.id));
    const start = () => runRequiredSeed(t.db, blogModule);
    await start();
    const image = async () =>
      (
        await t.db
          .select({ image: blogPosts.image })
          .from(blogPosts)
          .where(eq(blogPosts.id, old.body.id))
      )[0]?.image ?? '';
    const moved = await image();
    expect(moved).toMatch(storeUrl);
    expect(await readStatus(reader.token, moved)).toBe(200);
    await start();
    expect(await image()).toBe(moved);
  });
});
