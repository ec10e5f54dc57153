import type { ManagedProductsReply } from '@beacon/contract/ecommerce';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { testProduct } from '../test-products';

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };

function serve(total: number, totalExact: boolean) {
  const reply: ManagedProductsReply = {
    products: [testProduct(7, 'Quiet Headphones'), testProduct(8, 'Loud Speaker')],
    total,
    totalExact,
    cursors: { prev: null, next: 'after-page-one' },
  };
  return mockApi({ 'GET /apps/ecommerce/manage/products': () => reply });
}

const lastCall = (server: ReturnType<typeof serve>) => {
  const calls: ApiCall[] = server.callsTo('GET /apps/ecommerce/manage/products');
  const last = calls[calls.length - 1];
  return last ? Object.fromEntries(last.url.searchParams) : undefined;
};

describe('the catalogue manager table', { timeout: 30_000 }, () => {
  it('pages by cursor: Next sends the reply’s cursor, Last sends last, a filter starts again', async () => {
    signInAs('admin');
    const server = serve(1_234_567, false);
    const { user, router } = await renderRoute('/apps/ecommerce/products');
    await screen.findByText('Quiet Headphones', {}, slow);
    const pages = screen.getByRole('navigation', { name: 'Products' });
    expect(within(pages).getByText('1–10 of about 1.2M')).toBeVisible();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastCall(server)).toMatchObject({ cursor: 'after-page-one' }));
    expect(router.state.location.search).toMatchObject({ cursor: 'after-page-one', page: 2 });

    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastCall(server)).toMatchObject({ cursor: 'last' }));
    // The last page of an estimate has no number.
    expect(router.state.location.search).toEqual({ cursor: 'last' });

    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'kettle');
    await waitFor(() => expect(lastCall(server)).toMatchObject({ q: 'kettle', page: '1' }));
    expect(lastCall(server)?.cursor).toBeUndefined();
    expect(router.state.location.search).toEqual({ q: 'kettle' });
  });
});
