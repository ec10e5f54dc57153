import type {
  BlogCommentsReply,
  BlogDetailReply,
  BlogEdit,
  BlogListReply,
  BlogSidebarReply,
  BlogComment,
} from '@beacon/contract/blog';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

/** A 1×1 PNG and a 1×1 GIF, as a browser's FileReader gives them. */
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const gifBytes = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const newPost = (overrides: Record<string, unknown> = {}) => ({
  blogTitle: 'A post of my own',
  slug: `a-post-of-my-own-${Math.random().toString(36).slice(2, 8)}`,
  blogCategories: ['food', 'Video'],
  status: 'Published',
  excerpt: 'Short and sweet.',
  content: '<p>Hello <strong>world</strong></p>',
  featuredImage: png,
  ...overrides,
});

describe.each(backends)('blog on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.tokenOf('admin');
  const get = async <T>(path: string, token?: string | Promise<string>) => {
    const reply = await t.call<T>('GET', path, { token: await (token ?? admin()) });
    return reply;
  };
  const ok = async <T>(path: string, token?: string | Promise<string>) => {
    const reply = await get<T>(path, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const create = async (body: unknown, token?: string | Promise<string>) =>
    t.call<BlogEdit & { error?: Record<string, string[]> }>('POST', '/blog/list/data/edit', {
      token: await (token ?? admin()),
      body,
    });
  const update = async (id: number, body: unknown, token?: string | Promise<string>) =>
    t.call<BlogEdit & { error?: Record<string, string[]> }>('PUT', `/blog/list/data/edit/${id}`, {
      token: await (token ?? admin()),
      body,
    });
  const comment = async (body: unknown, token?: string | Promise<string>) =>
    t.call<{ comment: BlogComment; error?: Record<string, string[]> }>(
      'POST',
      '/blog/list/data/detail/comments',
      { token: await (token ?? admin()), body },
    );

  it('answers 401 without a token and 403 to the client, for every call', async () => {
    const client = await t.tokenOf('client');
    const reads = [
      '/blog/list/data',
      '/blog/list/data/sidebar',
      '/blog/list/data/detail?id=1',
      '/blog/list/data/detail/comments?id=1',
      '/blog/list/data/edit?id=1',
    ];
    for (const path of reads) {
      expect((await t.call('GET', path)).status, path).toBe(401);
      expect((await t.call('GET', path, { token: client })).status, path).toBe(403);
    }
    const writes: [string, string][] = [
      ['POST', '/blog/list/data/edit'],
      ['PUT', '/blog/list/data/edit/1'],
      ['POST', '/blog/list/data/detail/comments'],
    ];
    for (const [method, path] of writes) {
      expect((await t.call(method, path, { body: {} })).status, path).toBe(401);
      expect((await t.call(method, path, { token: client, body: {} })).status, path).toBe(403);
    }
  });

  it('lists the ten sample posts, the newest first, six to a page, with their comment counts', async () => {
    const first = await ok<BlogListReply>('/blog/list/data');
    expect(first.total).toBe(10);
    expect(first.posts.map((p) => p.id)).toEqual([10, 8, 9, 7, 1, 2]);
    const second = await ok<BlogListReply>('/blog/list/data?page=2');
    expect(second.posts.map((p) => p.id)).toEqual([3, 4, 5, 6]);
    expect(second.total).toBe(10);
    expect((await ok<BlogListReply>('/blog/list/data?page=3')).posts).toEqual([]);
    const byId = new Map([...first.posts, ...second.posts].map((p) => [p.id, p]));
    expect([1, 2, 3, 4, 5, 6].map((id) => byId.get(id)?.comment)).toEqual([
      76, 2100, 243, 10, 319, 1500,
    ]);
    expect(byId.get(2)).toMatchObject({
      title: 'Speedrunning Made Me a Faster Video Editor',
      tags: ['Gaming', 'Video'],
      blogPosted: 'Jan 10, 2020',
      postedAt: '2020-01-10T17:00:00.000Z',
      img: '/assets/images/blog/2.svg',
      status: 'Published',
    });
    expect(byId.get(2)?.userFullName).not.toBe('');
    expect(byId.get(2)?.excerpt.length).toBeGreaterThan(20);
    const small = await ok<BlogListReply>('/blog/list/data?perPage=3&page=2');
    expect(small.posts.map((p) => p.id)).toEqual([7, 1, 2]);
  });

  it('searches titles and excerpts without case, takes % and _ literally, and filters one tag', async () => {
    const bread = await ok<BlogListReply>('/blog/list/data?q=BREAD');
    expect(bread.posts.map((p) => p.id)).toEqual([8]);
    // "jacket" is only in the first post's excerpt.
    expect((await ok<BlogListReply>('/blog/list/data?q=jacket')).posts.map((p) => p.id)).toEqual([
      1,
    ]);
    expect((await ok<BlogListReply>('/blog/list/data?q=%25')).total).toBe(0);
    expect((await ok<BlogListReply>('/blog/list/data?q=_')).total).toBe(0);
    const food = await ok<BlogListReply>('/blog/list/data?tag=food');
    expect(food.posts.map((p) => p.id)).toEqual([10, 8, 3]);
    expect(food.posts.every((p) => p.tags.includes('Food'))).toBe(true);
    expect((await ok<BlogListReply>('/blog/list/data?tag=Quote&q=wall')).total).toBe(1);
    const bad = await get<{ error: Record<string, string[]> }>('/blog/list/data?tag=Sports');
    expect(bad.status).toBe(400);
    expect(bad.body.error.tag).toEqual(['tag must be one of: Quote, Fashion, Gaming, Video, Food']);
    expect((await get('/blog/list/data?page=0')).status).toBe(400);
    expect((await get(`/blog/list/data?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('gives the sidebar: the four newest posts and the five categories with icons', async () => {
    const { recentPosts, categories } = await ok<BlogSidebarReply>('/blog/list/data/sidebar');
    expect(recentPosts.map((p) => [p.id, p.createdTime])).toEqual([
      [10, 'Oct 08 2020'],
      [8, 'Mar 04 2020'],
      [9, 'Feb 18 2020'],
      [7, 'Jan 14 2020'],
    ]);
    expect(recentPosts[0]?.img).toBe('/assets/images/blog/10.svg');
    expect(categories.map(({ category, icon }) => [category, icon])).toEqual([
      ['Fashion', 'Watch'],
      ['Food', 'ShoppingCart'],
      ['Gaming', 'Command'],
      ['Quote', 'Hash'],
      ['Video', 'Video'],
    ]);
    expect(categories.find((c) => c.category === 'Food')?.count).toBe(3);
  });

  it('shows each post its own, the newest without an id, and 404 for an unknown one', async () => {
    const second = await ok<BlogDetailReply>('/blog/list/data/detail?id=2');
    const third = await ok<BlogDetailReply>('/blog/list/data/detail?id=3');
    expect(second.blog).toMatchObject({
      id: 2,
      title: 'Speedrunning Made Me a Faster Video Editor',
      comments: 2100,
      createdTime: 'Jan 10, 2020',
      tags: ['Gaming', 'Video'],
      canEdit: true,
    });
    expect(second.blog.content).toContain('<h2>Routes are edits</h2>');
    expect(third.blog.title).not.toBe(second.blog.title);
    expect(second.comments).toHaveLength(10);
    // The newest comment first.
    const times = second.comments.map((c) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(second.comments[0]?.avatar).toBe('');
    expect(second.comments[0]?.commentText.length).toBeGreaterThan(10);
    expect(second.comments[0]).not.toHaveProperty('email');
    const newest = await ok<BlogDetailReply>('/blog/list/data/detail');
    expect(newest.blog.id).toBe(10);
    const unknown = await get<{ error: string }>('/blog/list/data/detail?id=999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('There is no post with this id');
    expect((await get('/blog/list/data/detail?id=abc')).status).toBe(400);
    expect((await get('/blog/list/data/detail/comments?id=999')).status).toBe(404);
  });

  it('pages a post’s comments', async () => {
    const page = await ok<BlogCommentsReply>(
      '/blog/list/data/detail/comments?id=4&perPage=4&page=3',
    );
    expect(page.total).toBe(10);
    expect(page.comments).toHaveLength(2);
    expect((await get('/blog/list/data/detail/comments')).status).toBe(400);
  });

  it('adds a comment (201) that comes first and counts; bad input is a 400 per field', async () => {
    const { token, userData } = await t.signUp('commenter');
    const added = await comment(
      { id: 5, comment: '  Lovely read.  ', website: 'https://example.com/me' },
      token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.comment).toMatchObject({
      userFullName: userData.fullName || userData.username,
      commentText: 'Lovely read.',
      website: 'https://example.com/me',
    });
    const detail = await ok<BlogDetailReply>('/blog/list/data/detail?id=5', token);
    expect(detail.blog.comments).toBe(320);
    expect(detail.comments[0]?.id).toBe(added.body.comment.id);
    const listed = await ok<BlogListReply>('/blog/list/data?q=studio wall', token);
    expect(listed.posts[0]?.comment).toBe(320);

    const named = await comment({ id: 5, comment: 'Hi', name: 'Sam Writer', email: 'sam@x.io' });
    expect(named.body.comment.userFullName).toBe('Sam Writer');

    const bad = await comment({
      id: 5,
      comment: ' ',
      name: ' ',
      email: 'nope',
      website: 'ftp://x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      comment: ['Please write a comment'],
      name: ['Please enter your name'],
      email: ['Please enter a valid email address'],
      website: ['Please enter a web address starting with http:// or https://'],
    });
    expect((await comment({ id: 5, comment: 'x'.repeat(1001) })).status).toBe(400);
    expect((await comment({ id: 999, comment: 'Hello' })).status).toBe(404);
    expect((await ok<BlogDetailReply>('/blog/list/data/detail?id=5')).blog.comments).toBe(321);
  });

  it('gives the edit shape of a post, the newest without an id', async () => {
    const edit = await ok<BlogEdit>('/blog/list/data/edit?id=1');
    expect(edit).toMatchObject({
      id: 1,
      blogTitle: 'What a Tailor Taught Me About Designing Interfaces',
      blogCategories: [
        { value: 'quote', label: 'Quote' },
        { value: 'fashion', label: 'Fashion' },
      ],
      slug: 'what-a-tailor-taught-me-about-designing-interfaces',
      status: 'Published',
      createdTime: 'Jan 10, 2020',
      featuredImage: '/assets/images/blog/1.svg',
    });
    expect(edit.userFullName).not.toBe('');
    expect(edit.content).toContain('<blockquote>');
    expect((await ok<BlogEdit>('/blog/list/data/edit')).id).toBe(10);
    expect((await get('/blog/list/data/edit?id=999')).status).toBe(404);
  });

  it('creates a post (201) with sanitised content, first in the list when published', async () => {
    const { token } = await t.signUp('writer');
    const created = await create(
      newPost({
        blogTitle: 'Fresh from the oven',
        slug: 'fresh-from-the-oven',
        content:
          '<p onclick="steal()">Warm <em>bread</em></p><script>alert(1)</script><a href="javascript:x()">x</a>',
        blogCategories: [{ value: 'food', label: 'Food' }, 'video', 'Food'],
      }),
      token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      blogTitle: 'Fresh from the oven',
      slug: 'fresh-from-the-oven',
      blogCategories: [
        { value: 'video', label: 'Video' },
        { value: 'food', label: 'Food' },
      ],
      status: 'Published',
    });
    // A data URL is moved into the file store: the post keeps the stored picture's URL.
    const img = created.body.featuredImage;
    expect(img).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{22}$/);
    expect(created.body.content).toBe('<p>Warm <em>bread</em></p><a>x</a>');
    const list = await ok<BlogListReply>('/blog/list/data', token);
    expect(list.total).toBe(11);
    expect(list.posts[0]).toMatchObject({ id: created.body.id, comment: 0, img });
    const detail = await ok<BlogDetailReply>(`/blog/list/data/detail?id=${created.body.id}`);
    expect(detail.blog).toMatchObject({ title: 'Fresh from the oven', comments: 0 });
    expect((await ok<BlogDetailReply>('/blog/list/data/detail')).blog.id).toBe(created.body.id);
    expect((await ok<BlogSidebarReply>('/blog/list/data/sidebar')).recentPosts[0]?.id).toBe(
      created.body.id,
    );
  });

  it('refuses a bad title, slug, category, status or image with field messages, saving nothing', async () => {
    const before = (await ok<BlogListReply>('/blog/list/data')).total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ blogTitle: ' ' }, 'blogTitle', 'Please enter a title'],
      [{ blogTitle: 'x'.repeat(121) }, 'blogTitle', 'The title must be at most 120 characters'],
      [{ slug: '' }, 'slug', 'Please enter a slug'],
      [
        { slug: 'Not A Slug' },
        'slug',
        'Use lower-case letters, digits and single hyphens, e.g. my-first-post',
      ],
      [
        { slug: 'double--hyphen' },
        'slug',
        'Use lower-case letters, digits and single hyphens, e.g. my-first-post',
      ],
      [
        { slug: 'what-a-tailor-taught-me-about-designing-interfaces' },
        'slug',
        'Another post already uses this slug',
      ],
      [
        { blogCategories: ['Sports'] },
        'blogCategories.0',
        'Categories are: Quote, Fashion, Gaming, Video, Food',
      ],
      [{ status: 'Archived' }, 'status', 'The status must be one of: Published, Pending, Draft'],
      [
        { featuredImage: 'data:text/plain;base64,aGVsbG8=' },
        'featuredImage',
        'The featured image must be a PNG, JPEG, GIF or WebP image',
      ],
      [
        { featuredImage: `data:image/png;base64,${gifBytes}` },
        'featuredImage',
        'The featured image must be a PNG, JPEG, GIF or WebP image',
      ],
      [
        { featuredImage: 'https://example.com/cat.png' },
        'featuredImage',
        'The featured image must be a PNG, JPEG, GIF or WebP image',
      ],
      [
        { featuredImage: `data:image/png;base64,iVBORw0KGgo${'A'.repeat(1_100_000)}` },
        'featuredImage',
        'The featured image must be at most 800 KB',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const reply = await create(newPost(overrides));
      expect(reply.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(reply.body.error?.[field], field).toEqual([message]);
    }
    expect(
      (await create(newPost({ featuredImage: `data:image/gif;base64,${gifBytes}` }))).status,
    ).toBe(201);
    expect((await create(newPost({ featuredImage: '' }))).status).toBe(201);
    expect((await ok<BlogListReply>('/blog/list/data')).total).toBe(before + 2);
  });

  it('updates a post; a clashing slug is a 400; an unknown id a 404', async () => {
    const { token } = await t.signUp('editor');
    const draft = await create(newPost({ status: 'Draft', slug: 'my-draft-post' }), token);
    expect(draft.status).toBe(201);
    const id = draft.body.id;
    const clash = await update(
      id,
      newPost({ slug: 'filming-a-capsule-wardrobe-in-one-week' }),
      token,
    );
    expect(clash.status).toBe(400);
    expect(clash.body.error).toEqual({ slug: ['Another post already uses this slug'] });
    const saved = await update(
      id,
      newPost({ blogTitle: 'Now published', slug: 'my-draft-post', status: 'Published' }),
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ id, blogTitle: 'Now published', status: 'Published' });
    // Published now: the newest post.
    expect((await ok<BlogListReply>('/blog/list/data')).posts[0]?.id).toBe(id);
    expect((await ok<BlogEdit>(`/blog/list/data/edit?id=${id}`, token)).blogTitle).toBe(
      'Now published',
    );
    expect((await update(999, newPost(), token)).status).toBe(404);
    expect((await update(id, { blogTitle: 'x' }, token)).status).toBe(400);
  });

  it('keeps one user’s drafts invisible to and not editable by another, even an admin', async () => {
    const author = await t.signUp('drafter');
    const other = await t.signUp('snooper');
    const draft = await create(
      newPost({
        blogTitle: 'Secret plans',
        slug: 'secret-plans',
        status: 'Draft',
        blogCategories: ['Gaming'],
      }),
      author.token,
    );
    expect(draft.status).toBe(201);
    const id = draft.body.id;
    const mine = await ok<BlogListReply>('/blog/list/data?q=secret', author.token);
    expect(mine.posts.map((p) => [p.id, p.status])).toEqual([[id, 'Draft']]);
    expect(
      (await ok<BlogDetailReply>(`/blog/list/data/detail?id=${id}`, author.token)).blog.canEdit,
    ).toBe(true);
    const authorGaming = (
      await ok<BlogSidebarReply>('/blog/list/data/sidebar', author.token)
    ).categories.find((c) => c.category === 'Gaming')?.count;

    for (const token of [other.token, await admin()]) {
      expect((await ok<BlogListReply>('/blog/list/data?q=secret', token)).total).toBe(0);
      expect((await get(`/blog/list/data/detail?id=${id}`, token)).status).toBe(404);
      expect((await get(`/blog/list/data/detail/comments?id=${id}`, token)).status).toBe(404);
      expect((await get(`/blog/list/data/edit?id=${id}`, token)).status).toBe(404);
      expect((await update(id, newPost({ slug: 'secret-plans' }), token)).status).toBe(404);
      expect((await comment({ id, comment: 'peek' }, token)).status).toBe(404);
      const sidebar = await ok<BlogSidebarReply>('/blog/list/data/sidebar', token);
      expect(sidebar.recentPosts.some((p) => p.id === id)).toBe(false);
      expect(sidebar.categories.find((c) => c.category === 'Gaming')?.count).toBe(
        (authorGaming ?? 0) - 1,
      );
    }
    // The newest published post is not the draft, whoever asks.
    expect((await ok<BlogDetailReply>('/blog/list/data/detail', author.token)).blog.id).not.toBe(
      id,
    );
    expect((await ok<BlogEdit>(`/blog/list/data/edit?id=${id}`, author.token)).blogTitle).toBe(
      'Secret plans',
    );
  });

  it('lets only the author or a manage-all user edit a post (403 otherwise)', async () => {
    const admins = await admin();
    const role = await t.call('POST', '/apps/roles', {
      token: admins,
      body: { name: 'blogger', permissions: { Page: ['read', 'write', 'create'] } },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const reader = await t.call('POST', '/apps/roles', {
      token: admins,
      body: { name: 'blog-reader', permissions: { Page: ['read'] } },
    });
    expect(reader.status).toBe(201);
    const person = (name: string, roleName: string) =>
      t.call('POST', '/apps/roles/users', {
        token: admins,
        body: {
          username: name,
          email: `${name}@example.com`,
          password: 'password-1234',
          fullName: name,
          role: roleName,
        },
      });
    expect((await person('blogger1', 'blogger')).status).toBe(201);
    expect((await person('reader1', 'blog-reader')).status).toBe(201);
    const blogger = (await t.login({ email: 'blogger1@example.com', password: 'password-1234' }))
      .accessToken;
    const readerToken = (await t.login({ email: 'reader1@example.com', password: 'password-1234' }))
      .accessToken;

    // Another's post: readable, not editable.
    const detail = await ok<BlogDetailReply>('/blog/list/data/detail?id=1', blogger);
    expect(detail.blog.canEdit).toBe(false);
    const forbidden = await get<{ error: string }>('/blog/list/data/edit?id=1', blogger);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe('Only the author or an administrator may edit this post');
    expect((await update(1, newPost({ slug: 'hijack' }), blogger)).status).toBe(403);
    expect((await ok<BlogEdit>('/blog/list/data/edit?id=1')).blogTitle).toBe(
      'What a Tailor Taught Me About Designing Interfaces',
    );

    // Their own: written and edited.
    const own = await create(newPost({ slug: 'bloggers-own' }), blogger);
    expect(own.status).toBe(201);
    expect(
      (await update(own.body.id, newPost({ slug: 'bloggers-own', blogTitle: 'Mine' }), blogger))
        .status,
    ).toBe(200);
    // The admin (manage all) edits anyone's published post.
    expect(
      (await update(own.body.id, newPost({ slug: 'bloggers-own', blogTitle: 'Edited by admin' })))
        .status,
    ).toBe(200);

    // Reading is not writing.
    expect((await ok<BlogListReply>('/blog/list/data', readerToken)).total).toBeGreaterThan(0);
    expect((await create(newPost(), readerToken)).status).toBe(403);
    expect((await comment({ id: 1, comment: 'Readers may comment' }, readerToken)).status).toBe(
      201,
    );
    expect(
      (await ok<BlogDetailReply>('/blog/list/data/detail?id=1', readerToken)).blog.canEdit,
    ).toBe(false);
  });
});
