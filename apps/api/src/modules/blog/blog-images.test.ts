import type { BlogDetailReply, BlogEdit } from '@beacon/contract/blog';
import { fileUrl } from '@beacon/contract/files-values';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, demo, useTestApp } from '../../test/harness';
import { filesService } from '../files/files.service';
import { fileLinks } from '../files/files.table';
import { moveDataUrlImages } from './blog.seed';
import { blogPosts } from './blog.table';

const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const pngBytes = Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0));

describe.each(backends)('blog pictures in the file store on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.tokenOf('admin');

  /** An upload as POST /api/files keeps it, by `ownerId`. */
  const upload = (ownerId: number, name = 'picture.png', kind: 'blog' | 'chat' = 'blog') =>
    filesService.store(t.db, undefined, { ownerId, kind, name, bytes: pngBytes });

  const adminId = async () => (await t.login(demo.admin)).userData.id;

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

  const linkedTo = async (postId: number) =>
    (
      await t.db
        .select({ fileId: fileLinks.fileId, readerId: fileLinks.readerId })
        .from(fileLinks)
        .where(and(eq(fileLinks.target, 'blog'), eq(fileLinks.targetId, String(postId))))
    )
      .map((row) => [row.fileId, row.readerId])
      .sort();

  it('shows an uploaded featured image and a picture in the content to every signed-in reader', async () => {
    const author = await t.signUp(`writer${Date.now()}`);
    const reader = await t.signUp(`reader${Date.now()}`);
    const featured = await upload(author.userData.id, 'cover.png');
    const inside = await upload(author.userData.id, 'inside.png');
    expect(await filesService.readable(t.db, reader.userData.id, [featured.id])).toEqual(new Set());

    const content = `<p>Look:</p><p><img src="${fileUrl(inside.id)}" alt="A view"></p>`;
    const created = await write(
      newPost({ featuredImage: fileUrl(featured.id), content }),
      author.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.featuredImage).toBe(fileUrl(featured.id));
    expect(created.body.content).toBe(content);

    const shown = await t.call<BlogDetailReply>(
      'GET',
      `/blog/list/data/detail?id=${created.body.id}`,
      { token: reader.token },
    );
    expect(shown.body.blog.img).toBe(fileUrl(featured.id));
    expect(shown.body.blog.content).toContain(`src="${fileUrl(inside.id)}"`);
    expect(await filesService.readable(t.db, reader.userData.id, [featured.id, inside.id])).toEqual(
      new Set([featured.id, inside.id]),
    );
    expect(await linkedTo(created.body.id)).toEqual(
      [
        [featured.id, null],
        [inside.id, null],
      ].sort(),
    );
  });

  it('releases the pictures a post no longer uses when it is saved again', async () => {
    const id = await adminId();
    const first = await upload(id, 'first.png');
    const second = await upload(id, 'second.png');
    const inside = await upload(id, 'inside.png');
    const content = `<p><img src="${fileUrl(inside.id)}" alt="inside"></p>`;
    const created = await write(newPost({ featuredImage: fileUrl(first.id), content }), admin());
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const replaced = await write(
      newPost({ slug: created.body.slug, featuredImage: fileUrl(second.id), content: '<p>No</p>' }),
      admin(),
      created.body.id,
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await linkedTo(created.body.id)).toEqual([[second.id, null]]);

    const cleared = await write(newPost({ slug: created.body.slug }), admin(), created.body.id);
    expect(cleared.status).toBe(200);
    expect(cleared.body.featuredImage).toBe('');
    expect(await linkedTo(created.body.id)).toEqual([]);
  });

  it("refuses someone else's upload and a file that is not a blog picture, with field messages", async () => {
    const stranger = await t.signUp(`stranger${Date.now()}`);
    const theirs = await upload(stranger.userData.id, 'theirs.png');
    const asFeatured = await write(newPost({ featuredImage: fileUrl(theirs.id) }), admin());
    expect(asFeatured.status).toBe(400);
    expect(asFeatured.body.error?.featuredImage?.[0]).toMatch(/may attach/);

    const inContent = await write(
      newPost({ content: `<p><img src="${fileUrl(theirs.id)}" alt="x"></p>` }),
      admin(),
    );
    expect(inContent.status).toBe(400);
    expect(Object.keys(inContent.body.error ?? {})).toEqual(['content']);

    const chatFile = await upload(await adminId(), 'chat.png', 'chat');
    const wrongKind = await write(newPost({ featuredImage: fileUrl(chatFile.id) }), admin());
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
    const sent = await write(
      newPost({ featuredImage: `data:image/png;base64,${pngBase64}` }),
      admin(),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.featuredImage).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{22}$/);
    expect(await linkedTo(sent.body.id)).toHaveLength(1);

    const old = await write(newPost(), admin());
    const dataUrl = `data:image/png;base64,${pngBase64}`;
    await t.db.update(blogPosts).set({ image: dataUrl }).where(eq(blogPosts.id, old.body.id));
    const files = { service: filesService, config: undefined };
    await moveDataUrlImages(t.db, files);
    await moveDataUrlImages(t.db, files);
    const [row] = await t.db
      .select({ image: blogPosts.image })
      .from(blogPosts)
      .where(eq(blogPosts.id, old.body.id));
    expect(row?.image).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{22}$/);
    expect((await linkedTo(old.body.id)).map(([fileId]) => fileUrl(String(fileId)))).toEqual([
      row?.image,
    ]);
  });
});
