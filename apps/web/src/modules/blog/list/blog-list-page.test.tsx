import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { card, sidebar } from '../test-posts';

// The whole shell renders around each page: under jsdom on a shared machine that takes seconds.
describe('blog list', () => {
  it('shows the URL’s tag and page, six cards a page, and pages on', async () => {
    signInAs('admin');
    const api = mockApi({
      'GET /blog/list/data': ({ query }) => ({
        posts: Array.from({ length: query.page === '2' ? 2 : 6 }, (_, i) =>
          card(Number(query.page ?? 1) * 10 + i),
        ),
        total: 8,
      }),
      'GET /blog/list/data/sidebar': sidebar,
    });
    const { user, router } = await renderRoute('/pages/blog/list?tag=food');
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(api.callsTo('GET /blog/list/data')[0]?.query).toMatchObject({
      tag: 'Food',
      page: '1',
      perPage: '6',
    });
    expect(screen.getByText('Posts tagged “Food”')).toBeVisible();
    const first = screen.getAllByRole('article')[0];
    expect(within(first as HTMLElement).getByText('10 Comments')).toBeVisible();
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Read More: Post number 10' }),
    ).toHaveAttribute('href', '/pages/blog/detail/10');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(router.state.location.search).toMatchObject({ tag: 'Food', page: 2 });

    // The sidebar's categories filter the list.
    const aside = screen.getByRole('complementary', { name: 'Blog sidebar' });
    await user.click(within(aside).getByRole('link', { name: /^Fashion/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tag: 'Fashion' }));
    expect(router.state.location.search).not.toHaveProperty('page');
  }, 60_000);

  it('says when nothing matches and clears the search', async () => {
    signInAs('admin');
    mockApi({
      'GET /blog/list/data': ({ query }) =>
        query.q ? { posts: [], total: 0 } : { posts: [card(1)], total: 1 },
      'GET /blog/list/data/sidebar': sidebar,
    });
    const { user } = await renderRoute('/pages/blog/list?q=zzz');
    expect(await screen.findByText('No posts match your search')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the search and category' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  }, 60_000);
});
