import type { ProductsListReply } from '@beacon/contract/ecommerce';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query';
import { routeTree } from '../../routeTree.gen';
import { type ApiCall, mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';
import { testProduct } from './test-products';

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };

const products = [testProduct(7, 'Quiet Headphones'), testProduct(8, 'Loud Speaker')];

function listReply(total = 2, totalExact = true): ProductsListReply {
  return {
    products,
    total,
    totalExact,
    cursors: { prev: null, next: total > 9 ? 'after-page-one' : null },
    userWishlist: [],
    userCart: [],
  };
}

/** The products requests' parameters, repeated ones as arrays (`category=A&category=B`). */
const params = (call: ApiCall) =>
  Object.fromEntries(
    [...new Set(call.url.searchParams.keys())].map((key) => {
      const all = call.url.searchParams.getAll(key);
      return [key, all.length > 1 || key === 'category' || key === 'brand' ? all : all[0]];
    }),
  );

function serve(total = 2, totalExact = true) {
  return mockApi({
    'GET /apps/ecommerce/products': () => listReply(total, totalExact),
    'GET /apps/ecommerce/cart': { products: [] },
  });
}

const lastProductsCall = (server: ReturnType<typeof serve>) => {
  const calls = server.callsTo('GET /apps/ecommerce/products');
  const last = calls[calls.length - 1];
  return last ? params(last) : undefined;
};

const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('shop search params', { timeout: 30_000 }, () => {
  it('asks for the products before the page has drawn, and the page takes that answer', async () => {
    signInAs('admin');
    const server = serve(40);
    // What a hovered link does (defaultPreload: 'intent'): the route loads, nothing is drawn.
    const router = createRouter({
      routeTree,
      context: { queryClient },
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    await router.preloadRoute({
      to: '/apps/ecommerce/shop',
      search: { q: 'phone', page: 2, category: ['Audio'] },
    });
    await waitFor(() => expect(server.callsTo('GET /apps/ecommerce/products')).toHaveLength(1));
    expect(lastProductsCall(server)).toMatchObject({ q: 'phone', page: '2', category: ['Audio'] });
    // The page then takes that answer instead of asking again.
    await renderRoute(`/apps/ecommerce/shop?q=phone&page=2&category=${encoded(['Audio'])}`);
    expect(await screen.findByRole('link', { name: 'Quiet Headphones' }, slow)).toBeVisible();
    expect(server.callsTo('GET /apps/ecommerce/products')).toHaveLength(1);
  });

  it('asks for what a valid URL describes', async () => {
    signInAs('admin');
    const server = serve(40);
    const { router } = await renderRoute(
      `/apps/ecommerce/shop?q=phone&sortBy=price-desc&view=list&page=3&priceMin=10&priceMax=100` +
        `&category=${encoded(['Audio', 'Cell Phones'])}&brand=${encoded(['Sony'])}&rating=4`,
    );
    expect(await screen.findByRole('link', { name: 'Quiet Headphones' }, slow)).toHaveAttribute(
      'href',
      '/apps/ecommerce/product-detail/quiet-headphones-7',
    );
    expect(lastProductsCall(server)).toEqual({
      q: 'phone',
      sortBy: 'price-desc',
      perPage: '9',
      page: '3',
      priceMin: '10',
      priceMax: '100',
      category: ['Audio', 'Cell Phones'],
      brand: ['Sony'],
      rating: '4',
    });
    expect(router.state.location.search).toMatchObject({ view: 'list', page: 3 });
    expect(screen.getByRole('searchbox', { name: 'Search Product' })).toHaveValue('phone');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Highest');
    expect(screen.getByRole('radio', { name: 'List view' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '$10 – $100' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cell Phones' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sony' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars & up' })).toBeChecked();
    expect(screen.getByText('40 Results Found')).toBeVisible();
  });

  it('falls back to the default of each bad value instead of failing', async () => {
    signInAs('admin');
    const server = serve();
    const { router } = await renderRoute(
      `/apps/ecommerce/shop?q=${'x'.repeat(150)}&sortBy=cheapest&view=table&page=-2` +
        `&priceMin=abc&priceMax=-5&category=${encoded(['Audio', 'Spaceships', 7])}` +
        `&brand=Nobody&rating=9`,
    );
    await screen.findByRole('link', { name: 'Quiet Headphones' }, slow);
    // Only the known category is kept; every other bad value is the default or no filter.
    expect(lastProductsCall(server)).toEqual({
      sortBy: 'featured',
      perPage: '9',
      page: '1',
      category: ['Audio'],
    });
    // The address bar keeps what is left; defaults are not written out.
    expect(router.state.location.search).toEqual({ category: ['Audio'] });
    expect(screen.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('swaps price bounds given the wrong way round', async () => {
    signInAs('admin');
    const server = serve();
    await renderRoute('/apps/ecommerce/shop?priceMin=500&priceMax=100');
    await screen.findByRole('link', { name: 'Quiet Headphones' }, slow);
    expect(lastProductsCall(server)).toMatchObject({ priceMin: '100', priceMax: '500' });
    expect(screen.getByRole('radio', { name: '$100 – $500' })).toBeChecked();
  });
});

describe('shop filter sidebar', { timeout: 30_000 }, () => {
  it('writes each filter to the URL, starts again at page 1 and asks the API with it', async () => {
    signInAs('admin');
    const server = serve(40);
    const { user, router } = await renderRoute('/apps/ecommerce/shop?page=2');
    await screen.findByRole('link', { name: 'Quiet Headphones' }, slow);
    // The address bar's search; defaults (page 1) are left out of it.
    const search = () => router.state.location.search as Record<string, unknown>;

    await user.click(screen.getByRole('checkbox', { name: 'Audio' }));
    await waitFor(() => expect(search()).toEqual({ category: ['Audio'] }));
    await waitFor(() =>
      expect(lastProductsCall(server)).toMatchObject({ category: ['Audio'], page: '1' }),
    );

    await user.click(screen.getByRole('checkbox', { name: 'TV & Home Theater' }));
    await waitFor(() =>
      expect(search()).toMatchObject({ category: ['Audio', 'TV & Home Theater'] }),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Samsung' }));
    await user.click(screen.getByRole('radio', { name: '$10 – $100' }));
    await user.click(screen.getByRole('radio', { name: '3 stars & up' }));
    await waitFor(() =>
      expect(lastProductsCall(server)).toEqual({
        sortBy: 'featured',
        perPage: '9',
        page: '1',
        priceMin: '10',
        priceMax: '100',
        category: ['Audio', 'TV & Home Theater'],
        brand: ['Samsung'],
        rating: '3',
      }),
    );
    expect(search()).toMatchObject({ priceMin: 10, priceMax: 100, brand: ['Samsung'], rating: 3 });

    // "≥ $500" has no upper bound.
    await user.click(screen.getByRole('radio', { name: '≥ $500' }));
    await waitFor(() => expect(search()).toMatchObject({ priceMin: 500 }));
    expect(search().priceMax).toBeUndefined();

    // Unticking the last brand removes the filter rather than asking for no brand.
    await user.click(screen.getByRole('checkbox', { name: 'Samsung' }));
    await waitFor(() => expect(search().brand).toBeUndefined());

    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() =>
      expect(lastProductsCall(server)).toEqual({ sortBy: 'featured', perPage: '9', page: '1' }),
    );
    expect(search()).toEqual({});
    expect(router.state.location.searchStr).toBe('');
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
  });

  it('sorts, pages and searches through the URL', async () => {
    signInAs('admin');
    const server = serve(20);
    const { user, router } = await renderRoute('/apps/ecommerce/shop');
    await screen.findByRole('link', { name: 'Quiet Headphones' }, slow);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Lowest' }));
    await waitFor(() => expect(lastProductsCall(server)).toMatchObject({ sortBy: 'price-asc' }));

    // Next sends the reply's cursor for the page after, and shows its number.
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(lastProductsCall(server)).toMatchObject({
        cursor: 'after-page-one',
        sortBy: 'price-asc',
      }),
    );
    expect(router.state.location.search).toMatchObject({ cursor: 'after-page-one', page: 2 });
    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastProductsCall(server)).toMatchObject({ cursor: 'last' }));
    // 20 products, 9 a page: the last is the third.
    expect(router.state.location.search).toMatchObject({ cursor: 'last', page: 3 });

    // A search starts again at the first page: no cursor, no page number.
    await user.type(screen.getByRole('searchbox', { name: 'Search Product' }), 'loud');
    await waitFor(() =>
      expect(lastProductsCall(server)).toEqual({
        q: 'loud',
        page: '1',
        perPage: '9',
        sortBy: 'price-asc',
      }),
    );
    expect(router.state.location.search).toEqual({ q: 'loud', sortBy: 'price-asc' });
  });

  it('shows an estimated total as "about", and takes a cursor from the address', async () => {
    signInAs('admin');
    const server = serve(1_234_567, false);
    await renderRoute('/apps/ecommerce/shop?cursor=last');
    await screen.findByRole('link', { name: 'Quiet Headphones' }, slow);
    expect(lastProductsCall(server)).toMatchObject({ cursor: 'last' });
    expect(screen.getByText('About 1.2M Results Found')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('of about 1.2M')).toBeVisible();
  });

  it('says "No Results" when nothing matches', async () => {
    signInAs('admin');
    mockApi({
      'GET /apps/ecommerce/products': {
        products: [],
        total: 0,
        totalExact: true,
        cursors: { prev: null, next: null },
        userWishlist: [],
        userCart: [],
      },
      'GET /apps/ecommerce/cart': { products: [] },
    });
    await renderRoute('/apps/ecommerce/shop?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No Results' }, slow)).toBeVisible();
    expect(screen.getByText('0 Results Found')).toBeVisible();
  });
});
