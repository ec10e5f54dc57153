import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { detail, sidebar, stubDocumentFonts } from '../test-posts';

stubDocumentFonts();

const comment = (id: number, text: string) => ({
  id,
  avatar: '',
  userFullName: 'John Doe',
  website: '',
  commentedAt: 'May 24, 2020',
  createdAt: '2020-05-24T00:00:00.000Z',
  commentText: text,
});

// The whole shell renders around each page: under jsdom on a shared machine that takes seconds.
describe('blog post', () => {
  it('shows its sanitised content and adds a comment after an inline refusal', async () => {
    signInAs('admin');
    const thread: ReturnType<typeof comment>[] = [];
    const api = mockApi({
      'GET /blog/list/data/detail': ({ query }) => detail(Number(query.id)),
      'GET /blog/list/data/sidebar': sidebar,
      'GET /blog/list/data/detail/comments': () => ({ comments: thread, total: thread.length }),
      'POST /blog/list/data/detail/comments': ({ body }) => {
        const added = comment(1, (body as { comment: string }).comment);
        thread.unshift(added);
        return json({ comment: added }, 201);
      },
    });
    const { user, container } = await renderRoute('/pages/blog/detail/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 7' })).toBeVisible();
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit post' })).toHaveAttribute(
      'href',
      '/pages/blog/edit/7',
    );
    expect(await screen.findByText('No comments yet. Be the first to write one.')).toBeVisible();

    // Name and e-mail start as the signed-in user's; an empty comment is refused on its field.
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('John Doe');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(screen.getByRole('textbox', { name: /^Comment/ })).toHaveAccessibleDescription(
      'Please write a comment',
    );
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'ftp://nope');
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Nice one');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(screen.getByRole('textbox', { name: /^Website/ })).toHaveAccessibleDescription(
      'Please enter a web address starting with http:// or https://',
    );
    expect(api.callsTo('POST /blog/list/data/detail/comments')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /^Website/ }));
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Nice one')).toBeVisible();
    expect(api.callsTo('POST /blog/list/data/detail/comments')[0]?.body).toEqual({
      id: 7,
      name: 'John Doe',
      email: 'admin@demo.com',
      website: '',
      comment: 'Nice one',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Comment/ })).toHaveValue(''));
  }, 60_000);

  it('says an unknown post is not found, and asks nothing for an id that cannot be one', async () => {
    signInAs('admin');
    const api = mockApi({
      'GET /blog/list/data/detail': () => json({ error: 'There is no post with this id' }, 404),
      'GET /blog/list/data/sidebar': sidebar,
    });
    await renderRoute('/pages/blog/detail/999');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeVisible();
    expect(api.callsTo('GET /blog/list/data/detail')).toHaveLength(1);
    await renderRoute('/pages/blog/detail/abc');
    expect(await screen.findAllByRole('heading', { name: 'Post not found' })).not.toHaveLength(0);
    expect(api.callsTo('GET /blog/list/data/detail')).toHaveLength(1);
  }, 60_000);
});
