import type { ProductReply, ProductsListReply } from '@beacon/contract/ecommerce';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { sampleProducts } from './ecommerce.seed';

type ErrorBody = { error: Record<string, string[]> };

const samples = sampleProducts();
const byId = new Map(samples.map((p) => [p.id, p]));
const priceOf = (id: number) => byId.get(id)?.price ?? Number.NaN;
const ids = (reply: { body: ProductsListReply }) => reply.body.products.map((p) => p.id);

describe.each(backends)('e-commerce products on %s', (backend) => {
  const t = useTestApp(backend);
  const get = async <T>(path: string) =>
    t.call<T>('GET', path, { token: await t.tokenOf('admin') });
  const list = (query = '') => get<ProductsListReply>(`/apps/ecommerce/products${query}`);
  /** Every matching id, in order, read one big page at a time. */
  const allIds = async (query: string) =>
    ids(await list(`?perPage=100${query ? `&${query}` : ''}`));

  describe('GET /apps/ecommerce/products', () => {
    it('defaults to 9 per page, newest first, with the total and the caller’s lists', async () => {
      const reply = await list();
      expect(reply.status).toBe(200);
      expect(reply.body.total).toBe(27);
      expect(ids(reply)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19]);
      expect(ids(await list('?page=3'))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
      expect(reply.body.userWishlist).toEqual([
        { id: 1, productId: 26 },
        { id: 2, productId: 23 },
      ]);
      expect(reply.body.userCart).toEqual(
        [27, 21, 26, 25, 23].map((productId, i) => ({ id: i + 1, productId, qty: 1 })),
      );
    });

    it('flags what the caller has in the wishlist and the cart', async () => {
      const { body } = await list('?perPage=27');
      const flagged = (key: 'isInWishlist' | 'isInCart') =>
        body.products.filter((p) => p[key]).map((p) => p.id);
      expect(flagged('isInWishlist')).toEqual([26, 23]);
      expect(flagged('isInCart')).toEqual([27, 26, 25, 23, 21]);
    });

    it('answers products with the documented fields, slug and image', async () => {
      const { body } = await list('?perPage=27');
      const mouse = body.products.find((p) => p.id === 1);
      expect(mouse).toEqual({
        id: 1,
        name: 'Wireless Optical Mouse',
        slug: 'wireless-optical-mouse-1',
        description: expect.any(String) as string,
        brand: 'HP',
        category: 'Computers & Tablets',
        price: 10.99,
        image: '/assets/images/products/1.svg',
        hasFreeShipping: true,
        rating: 2,
        stock: 47,
        status: 'active',
        images: [],
        colorOptions: ['primary', 'success', 'warning', 'danger', 'info'],
        isInWishlist: false,
        isInCart: false,
      });
      expect(body.products.find((p) => p.id === 26)?.slug).toBe('smartphone-64-gb-26');
      expect(body.products.filter((p) => p.hasFreeShipping).map((p) => p.id)).toEqual([
        27, 26, 25, 24, 21, 1,
      ]);
    });

    it('sorts by price both ways, ties broken by id, within the catalogue’s bounds', async () => {
      const asc = await allIds('sortBy=price-asc');
      expect(asc[0]).toBe(9);
      expect(priceOf(9)).toBe(10.83);
      expect(asc.at(-1)).toBe(20);
      expect(priceOf(20)).toBe(7999.99);
      const expected = [...samples]
        .sort((a, b) => a.price - b.price || a.id - b.id)
        .map((p) => p.id);
      expect(asc).toEqual(expected);
      // 17 and 23 cost the same, as do 13 and 24.
      expect(asc.indexOf(17)).toBe(asc.indexOf(23) - 1);
      const desc = await allIds('sortBy=price-desc');
      expect(desc).toEqual([...asc].reverse());
      expect(await allIds('sortBy=featured')).toEqual(samples.map((p) => p.id).reverse());
    });

    it('partitions every sort into pages: no product twice, none left out, [] past the end', async () => {
      for (const sortBy of ['featured', 'price-asc', 'price-desc']) {
        const seen: number[] = [];
        for (let page = 1; page <= 7; page++) {
          const reply = await list(`?sortBy=${sortBy}&perPage=4&page=${page}`);
          expect(reply.body.total).toBe(27);
          seen.push(...ids(reply));
        }
        expect(seen).toEqual(await allIds(`sortBy=${sortBy}`));
        expect(new Set(seen).size).toBe(27);
        const past = await list(`?sortBy=${sortBy}&perPage=4&page=8`);
        expect(past.body.products).toEqual([]);
        expect(past.body.total).toBe(27);
      }
    });

    it('matches q case-insensitively in the name only', async () => {
      const wireless = [24, 21, 17, 11, 1];
      expect(await allIds('q=wireless')).toEqual(wireless);
      expect(await allIds('q=WIRELESS')).toEqual(wireless);
      expect((await list('?q=wireless')).body.total).toBe(5);
      expect(await allIds('q=13-inch')).toEqual([10]);
      // Brands and categories are not searched: no product name holds "Apple" or "Audio".
      expect(await allIds('q=apple')).toEqual([]);
      expect(await allIds('q=audio')).toEqual([]);
    });

    it('treats % and _ in q as literal characters', async () => {
      expect((await list('?q=%25')).body.total).toBe(0);
      expect((await list('?q=_')).body.total).toBe(0);
      expect((await list('?q=w%25less')).body.total).toBe(0);
      expect((await list('?q=%5C')).body.total).toBe(0);
    });

    it('filters by category and brand, repeated or as a comma list', async () => {
      const where = (test: (p: (typeof samples)[number]) => boolean) =>
        samples
          .filter(test)
          .map((p) => p.id)
          .reverse();
      expect(await allIds('category=Audio')).toEqual([21, 7, 3]);
      const audioOrAppliances = where((p) => ['Audio', 'Appliances'].includes(p.category));
      expect(await allIds('category=Audio&category=Appliances')).toEqual(audioOrAppliances);
      expect(await allIds('category=Audio,Appliances')).toEqual(audioOrAppliances);
      expect(await allIds(`category=${encodeURIComponent('Health, Fitness & Beauty')}`)).toEqual([
        25, 13, 2,
      ]);
      expect(
        await allIds(`category=${encodeURIComponent('Video Games,Health, Fitness & Beauty')}`),
      ).toEqual([25, 23, 13, 11, 2]);
      expect(await allIds('brand=Apple')).toEqual([26, 25, 24, 22, 21]);
      expect(await allIds('brand=hp,sony')).toEqual(
        where((p) => p.brand === 'HP' || p.brand === 'Sony'),
      );
      expect(await allIds('category=&brand=')).toHaveLength(27);
    });

    it('filters by price range and minimum rating, combined with the other parameters', async () => {
      const inRange = samples
        .filter((p) => p.price >= 100 && p.price <= 500)
        .map((p) => p.id)
        .reverse();
      expect(await allIds('priceMin=100&priceMax=500')).toEqual(inRange);
      expect(await allIds('priceMin=7999.99')).toEqual([20]);
      expect(await allIds('priceMax=10.83')).toEqual([9]);
      expect(await allIds('rating=5')).toEqual([25, 21, 20, 11, 5, 3]);
      expect((await list('?rating=4')).body.total).toBe(
        samples.filter((p) => p.rating >= 4).length,
      );
      expect(await allIds('brand=Apple&priceMax=300&sortBy=price-asc')).toEqual([24, 21]);
      const combined = await list('?q=wireless&brand=Apple&rating=3&perPage=1&page=2');
      expect(combined.body.total).toBe(2);
      expect(ids(combined)).toEqual([21]);
    });

    it.each([
      ['?sortBy=cheapest', 'sortBy'],
      ['?perPage=0', 'perPage'],
      ['?perPage=101', 'perPage'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?priceMin=abc', 'priceMin'],
      ['?priceMin=-1', 'priceMin'],
      ['?priceMax=1e12', 'priceMax'],
      ['?priceMin=50&priceMax=10', 'priceMax'],
      ['?category=Toys', 'category'],
      ['?category=Audio&category=Toys', 'category'],
      ['?brand=Acme', 'brand'],
      ['?rating=0', 'rating'],
      ['?rating=6', 'rating'],
      ['?rating=2.5', 'rating'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ])('refuses %s with a message for %s', async (query, field) => {
      const reply = await get<ErrorBody>(`/apps/ecommerce/products${query}`);
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.error)).toEqual([field]);
      expect(reply.body.error[field]?.[0]).toMatch(/\w/);
    });

    it('documents every query parameter in the OpenAPI document', async () => {
      const doc = await t.call<{
        paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
      }>('GET', '/api/openapi.json');
      const params = doc.body.paths['/apps/ecommerce/products']?.get?.parameters ?? [];
      expect(params.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
        expect.arrayContaining([
          'q',
          'sortBy',
          'perPage',
          'page',
          'priceMin',
          'priceMax',
          'category',
          'brand',
          'rating',
        ]),
      );
    });
  });

  describe('GET /apps/ecommerce/products/{id}', () => {
    it('answers the product with the caller’s flags and the colour options', async () => {
      const reply = await get<ProductReply>('/apps/ecommerce/products/26');
      expect(reply.status).toBe(200);
      expect(reply.body.product).toMatchObject({
        id: 26,
        name: 'Smartphone 64 GB',
        price: 669.99,
        brand: 'Apple',
        category: 'Cell Phones',
        isInWishlist: true,
        isInCart: true,
        colorOptions: ['primary', 'success', 'warning', 'danger', 'info'],
      });
      const other = await get<ProductReply>('/apps/ecommerce/products/2');
      expect(other.body.product).toMatchObject({ id: 2, isInWishlist: false, isInCart: false });
    });

    it.each(['999', '0', 'abc', '26abc', '99999999999'])(
      'answers id %s with 404 and no body',
      async (id) => {
        const reply = await get(`/apps/ecommerce/products/${id}`);
        expect(reply.status).toBe(404);
        expect(reply.body).toBeUndefined();
      },
    );
  });
});
