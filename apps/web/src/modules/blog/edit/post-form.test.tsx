import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StoredFile } from '@beacon/contract/files';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { editReply, stubDocumentFonts } from '../test-posts';

stubDocumentFonts();

const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const slow = { timeout: 30_000 };

/** The store's description of an upload; `n` makes its id. */
const storedPicture = (name: string, n: number): StoredFile => ({
  id: `BlogPictureBlogPicture${n}`,
  name,
  type: 'image/png',
  size: pngBytes.length,
  kind: 'blog',
  isImage: true,
  width: 1,
  height: 1,
  sha256: '0'.repeat(64),
  url: `/api/files/BlogPictureBlogPicture${n}`,
  thumbnailUrl: `/api/files/BlogPictureBlogPicture${n}/thumbnail`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Choose a featured image'), { target: { files: [file] } });

// The whole shell renders around each page: under jsdom on a shared machine that takes seconds.
describe('post form', () => {
  it('makes the slug from the title, checks the image, and shows the server’s slug clash', async () => {
    signInAs('admin');
    let clash = true;
    const api = mockApi({
      'POST /blog/list/data/edit': ({ body }) =>
        clash
          ? json({ error: { slug: ['Another post already uses this slug'] } }, 400)
          : json({ ...editReply(12), blogTitle: (body as { blogTitle: string }).blogTitle }, 201),
      'GET /blog/list/data/detail': () => json({ error: 'x' }, 404),
      'GET /blog/list/data/sidebar': { recentPosts: [], categories: [] },
      'POST /api/files': ({ query }) =>
        json({ file: storedPicture(query.name ?? 'x.png', Number(query.kind === 'blog')) }, 201),
      'GET /api/files/:id': () =>
        new Response(pngBytes, { headers: { 'content-type': 'image/png' } }),
    });
    const { user, router } = await renderRoute('/pages/blog/new');
    await screen.findByRole('textbox', { name: 'Content' }, slow);
    const title = screen.getByRole('textbox', { name: /^Title/ });
    const slug = screen.getByRole('textbox', { name: /^Slug/ });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(title).toHaveAccessibleDescription('Please enter a title');
    expect(api.callsTo('POST /blog/list/data/edit')).toHaveLength(0);

    await user.type(title, 'Crème brûlée at Home!');
    expect(slug).toHaveValue('creme-brulee-at-home');

    // A text file and an over-large picture are refused on the field; a PNG is uploaded to the
    // file store (as a blog picture) and previewed.
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('The featured image must be a PNG, JPEG, GIF or WebP image'),
    ).toBeVisible();
    choose(new File([new Uint8Array(11 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image must be at most 10 MB')).toBeVisible();
    expect(api.callsTo('POST /api/files')).toHaveLength(0);
    choose(new File([pngBytes], 'dot.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'The featured image' })).toBeVisible();
    expect(screen.queryByText('The image must be at most 10 MB')).toBeNull();
    expect(api.callsTo('POST /api/files')[0]?.query).toEqual({ kind: 'blog', name: 'dot.png' });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('Another post already uses this slug'),
      ),
    );
    const sent = api.callsTo('POST /blog/list/data/edit')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      blogTitle: 'Crème brûlée at Home!',
      slug: 'creme-brulee-at-home',
      status: 'Draft',
      blogCategories: [],
    });
    expect(sent.featuredImage).toBe('/api/files/BlogPictureBlogPicture1');

    // The slug, once edited, no longer follows the title.
    await user.clear(slug);
    await user.type(slug, 'my-own-slug');
    await user.type(title, ' Again');
    expect(slug).toHaveValue('my-own-slug');
    clash = false;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/blog/detail/12'));
  }, 60_000);

  it('edits a post with what it holds, and says when it is not the reader’s to edit', async () => {
    signInAs('admin');
    mockApi({
      'GET /blog/list/data/edit': ({ query }) =>
        query.id === '5'
          ? json({ error: 'Only the author or an administrator may edit this post' }, 403)
          : editReply(Number(query.id)),
    });
    await renderRoute('/pages/blog/edit/4');
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Post number 4');
    // An existing post's slug stays put when its title changes.
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('post-number-4');
    await renderRoute('/pages/blog/edit/5');
    expect(
      await screen.findByText('Only the author or an administrator may edit this post'),
    ).toBeVisible();
  }, 60_000);
});
