import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { testPost } from '../test-pages';
import { ProfileFeed } from './profile-feed';

describe('profile feed', () => {
  it('loads the next posts on "Load More" and drops the button after the last', async () => {
    signInAs('admin');
    const pages: Record<string, number[]> = { '1': [1, 2, 3], '2': [4, 5, 6], '3': [7] };
    const server = mockApi({
      'GET /profile/data/posts': ({ query }) => ({
        posts: (pages[query.page ?? ''] ?? []).map(testPost),
        total: 7,
      }),
    });
    const { user } = await renderWithProviders(<ProfileFeed />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Post number 6')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Post number 7')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(server.callsTo('GET /profile/data/posts').map((call) => call.query.page)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
});
