import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';
import { productIdOfSlug } from './product-slug';
import { testProduct } from './test-products';

const slow = { timeout: 10_000 };

describe('product slug', () => {
  it('takes the id after the last dash, and refuses what cannot be an id', () => {
    expect(productIdOfSlug('apple-i-phone-11-64-gb-black-26')).toBe(26);
    expect(productIdOfSlug('27')).toBe(27);
    for (const bad of ['apple-watch', 'apple-watch-', 'watch-0', 'watch-2.5', 'x-99999999999'])
      expect(productIdOfSlug(bad)).toBeNull();
  });
});

describe('product detail page', { timeout: 30_000 }, () => {
  const detail = {
    ...testProduct(26, 'Pocket Phone', { category: 'Cell Phones', hasFreeShipping: true }),
    colorOptions: ['primary', 'success', 'warning', 'danger', 'info'],
  };

  it('shows the product, its colours (keyboard) and related products of its category', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /apps/ecommerce/products/:id': { product: detail },
      'GET /apps/ecommerce/products': {
        products: [testProduct(26, 'Pocket Phone'), testProduct(3, 'Flip Phone')],
        total: 2,
        userWishlist: [],
        userCart: [],
      },
      'GET /apps/ecommerce/cart': { products: [] },
    });
    const { user } = await renderRoute('/apps/ecommerce/product-detail/pocket-phone-26');
    expect(await screen.findByRole('heading', { name: 'Pocket Phone' }, slow)).toBeVisible();
    expect(server.callsTo('GET /apps/ecommerce/products/:id')[0]?.params).toEqual({ id: '26' });
    expect(screen.getByText('In stock')).toBeVisible();
    expect(screen.getByText('Free Shipping')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

    const indigo = screen.getByRole('radio', { name: 'Indigo' });
    expect(indigo).toBeChecked();
    indigo.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Colour: Green' })).toBeVisible();

    // Related: the same category, without the product itself.
    expect(await screen.findByRole('link', { name: 'Flip Phone' })).toBeVisible();
    const related = server.callsTo('GET /apps/ecommerce/products')[0];
    expect(related?.url.searchParams.getAll('category')).toEqual(['Cell Phones']);
    expect(screen.queryAllByRole('link', { name: 'Pocket Phone' })).toHaveLength(0);
  });

  it('says "Product not found" for an unknown id and for a malformed slug', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /apps/ecommerce/products/:id': () => new Response(null, { status: 404 }),
      'GET /apps/ecommerce/cart': { products: [] },
    });
    const first = await renderRoute('/apps/ecommerce/product-detail/no-such-thing-987654');
    expect(await screen.findByText('Product not found', {}, slow)).toBeVisible();
    first.unmount();

    await renderRoute('/apps/ecommerce/product-detail/not-a-product');
    expect(await screen.findByText('Product not found', {}, slow)).toBeVisible();
    await waitFor(() => expect(server.callsTo('GET /apps/ecommerce/products/:id')).toHaveLength(1));
  });
});
