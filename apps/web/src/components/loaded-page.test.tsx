import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LoadedPage } from './loaded-page';

const page = (query: { data?: string; isError?: boolean; refetch?: () => unknown }) => (
  <LoadedPage
    title="Edit"
    query={{ data: undefined, isError: false, isFetching: false, refetch: () => {}, ...query }}
    loadFailed="The post could not be loaded."
    skeletonHeight={100}
  >
    {(data) => <p>Loaded: {data}</p>}
  </LoadedPage>
);

describe('loaded page', () => {
  it('shows the content under the title once the data is in', async () => {
    await renderWithProviders(page({ data: 'a post' }));
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeVisible();
    expect(screen.getByText('Loaded: a post')).toBeVisible();
  });

  it('shows no content while loading, and a failed load with a Retry that asks again', async () => {
    await renderWithProviders(page({}));
    expect(screen.queryByText(/Loaded/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    const refetch = vi.fn();
    await renderWithProviders(page({ data: 'stale', isError: true, refetch }));
    expect(screen.getByText('The post could not be loaded.')).toBeVisible();
    expect(screen.queryByText('Loaded: stale')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
