import {
  type ManagedProductsReply,
  type Product,
  type ProductsListReply,
  managedProductSortOptions,
  managedProductsQuerySchema,
  productSortOptions,
  productsListQuerySchema,
} from '@beacon/contract/ecommerce';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../lib/keyset';
import { backends, useTestApp } from '../../test/harness';
import { pageWalks } from '../../test/page-walks';
import { listManaged } from './ecommerce.manage.repo';
import { listProducts } from './ecommerce.repo';

type ErrorBody = { error: Record<string, string[]> };
type Paged = ProductsListReply | ManagedProductsReply;

const shop = '/apps/ecommerce/products';
const manager = '/apps/ecommerce/manage/products';

const newProduct = (overrides: Record<string, unknown>) => ({
  name: 'Paging Kettle',
  description: '',
  brand: 'GE',
  category: 'Appliances',
  price: 24.5,
  stock: 0,
  status: 'active',
  ...overrides,
});

describe.each(backends)('product lists paging on %s', (backend) => {
  const t = useTestApp(backend);
  const get = async <T>(path: string) =>
    t.call<T>('GET', path, { token: await t.tokenOf('admin') });
  const list = async <T extends Paged>(path: string, query: string) => {
    const reply = await get<T>(`${path}?${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const ids = (reply: Paged) => reply.products.map((p) => p.id);

  const walksOf = (path: string) =>
    pageWalks(async (query) => {
      const reply: Paged = await list(path, query);
      return { ids: ids(reply), cursors: reply.cursors };
    });
  const walk = (path: string, query: string) => walksOf(path).walk(query);
  const byPages = (path: string, query: string) => walksOf(path).byPages(query);

  let everything: Product[];
  beforeAll(async () => {
    const token = await t.tokenOf('admin');
    // Drafts (in the manager, not in the shop), and prices, brands and stock that tie with others:
    // the id must break every tie the same way by cursor as by page.
    for (const overrides of [
      { name: 'Paging Draft Lamp', status: 'draft', price: 24.5, brand: 'Sony' },
      { name: 'Paging Draft Radio', status: 'draft', price: 99.99, category: 'Audio' },
      { name: 'Paging Twin One', price: 24.5, stock: 3 },
      { name: 'Paging Twin Two', price: 24.5, stock: 3 },
    ]) {
      const reply = await t.call('POST', manager, { token, body: newProduct(overrides) });
      expect(reply.status).toBe(201);
    }
    everything = (await list<ManagedProductsReply>(manager, 'perPage=100&sortBy=id&sortDir=asc'))
      .products;
    expect(everything).toHaveLength(31);
  });

  it.each(productSortOptions)(
    'pages the shop by cursor, next from the first and prev from the last, as by page number (sortBy=%s)',
    async (sortBy) => {
      const query = `perPage=4&sortBy=${sortBy}`;
      const expected = await byPages(shop, query);
      expect(expected).toHaveLength(29);
      const { forward, backward } = await walk(shop, query);
      expect(forward).toEqual(expected);
      expect(backward).toEqual(expected);
    },
  );

  it.each(
    managedProductSortOptions.flatMap((sortBy) => [
      `${sortBy}&sortDir=asc`,
      `${sortBy}&sortDir=desc`,
    ]),
  )(
    'pages the manager by cursor, next from the first and prev from the last, as by page number (sortBy=%s)',
    async (sort) => {
      const query = `perPage=6&sortBy=${sort}`;
      const expected = await byPages(manager, query);
      expect(expected).toHaveLength(31);
      const { forward, backward } = await walk(manager, query);
      expect(forward).toEqual(expected);
      expect(backward).toEqual(expected);
    },
  );

  it('goes back and forth by cursor, with no cursor past either end, and `last` is the end', async () => {
    for (const path of [shop, manager]) {
      const first = await list(path, 'perPage=5&cursor=first');
      expect(first.cursors.prev).toBeNull();
      const second = await list(path, `perPage=5&cursor=${first.cursors.next ?? ''}`);
      const back = await list(path, `perPage=5&cursor=${second.cursors.prev ?? ''}`);
      expect(ids(back)).toEqual(ids(first));
      expect(back.cursors.prev).toBeNull();
      const all = await byPages(path, 'perPage=5');
      const last = await list(path, 'perPage=5&cursor=last');
      // As page numbers split it: the last page holds what is left over.
      expect(ids(last)).toEqual(all.slice(-(all.length % 5 || 5)));
      expect(last.cursors.next).toBeNull();
      expect(last).toMatchObject({ total: all.length, totalExact: true });
    }
  });

  it('gives page-number clients the rows and total as before, with cursors they may go on with', async () => {
    const newest = [...everything].filter((p) => p.status === 'active').reverse();
    const third = await list<ProductsListReply>(shop, 'perPage=4&page=3');
    expect(ids(third)).toEqual(newest.slice(8, 12).map((p) => p.id));
    expect(third.total).toBe(29);
    const fourth = await list(shop, `perPage=4&page=1&cursor=${third.cursors.next ?? ''}`);
    expect(ids(fourth)).toEqual(newest.slice(12, 16).map((p) => p.id));
    const past = await list<ProductsListReply>(shop, 'perPage=4&page=30');
    expect(past).toMatchObject({ products: [], total: 29, cursors: { prev: 'last', next: null } });
  });

  it('pages the shop with filters and a search together, as the page numbers do', async () => {
    const expected = everything
      .filter(
        (p) =>
          p.status === 'active' &&
          p.name.toLowerCase().includes('e') &&
          p.price >= 20 &&
          ['Appliances', 'Audio', 'Cell Phones', 'Computers & Tablets'].includes(p.category),
      )
      .sort((a, b) => a.price - b.price || a.id - b.id)
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(4);
    const query =
      'perPage=2&q=E&priceMin=20&category=Appliances,Audio&category=Cell Phones&category=Computers %26 Tablets&sortBy=price-asc';
    const { forward, backward } = await walk(shop, query);
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
  });

  it.each([
    ['q=PA&category=Appliances', (p: Product) => p.category === 'Appliances'],
    ['q=PA&category=Appliances&stock=low', (p: Product) => p.stock >= 1 && p.stock <= 5],
    ['q=PA&status=draft&stock=out', (p: Product) => p.status === 'draft' && p.stock === 0],
  ])('pages the manager by cursor with %s, as the page numbers do', async (filters, keep) => {
    const expected = everything
      .filter(
        (p) => keep(p) && `${p.name}\u001f${p.brand}\u001f${p.slug}`.toLowerCase().includes('pa'),
      )
      .sort((a, b) => (a.brand < b.brand ? 1 : a.brand > b.brand ? -1 : b.id - a.id))
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(1);
    const query = `perPage=1&${filters}&sortBy=brand&sortDir=desc`;
    expect(await byPages(manager, query)).toEqual(expected);
    const { forward, backward } = await walk(manager, query);
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
  });

  it.each(['a', 'x', '5', ' ', 'ap', 'ge', '-2', 'ne', 'zq', 'apple'])(
    'answers the search %j in each list with exactly the substring matches',
    async (q) => {
      const term = q.trim().toLowerCase();
      const inShop = everything
        .filter((p) => p.status === 'active' && p.name.toLowerCase().includes(term))
        .map((p) => p.id);
      const shopReply = await list(shop, `q=${encodeURIComponent(q.toUpperCase())}&perPage=100`);
      expect(ids(shopReply)).toEqual(inShop.reverse());
      expect(shopReply).toMatchObject({ total: inShop.length, totalExact: true });
      const inManager = everything
        .filter((p) =>
          [p.name, p.brand, p.slug].some((field) => field.toLowerCase().includes(term)),
        )
        .map((p) => p.id);
      const managed = await list(
        manager,
        `q=${encodeURIComponent(q.toUpperCase())}&perPage=100&sortBy=id&sortDir=asc`,
      );
      expect(ids(managed)).toEqual(inManager);
      expect(managed).toMatchObject({ total: inManager.length, totalExact: true });
    },
  );

  it.each([
    ['not base64 at all', () => 'not a cursor!'],
    ['valid base64, not a cursor', () => btoa('{"hello":1}')],
    ['from another list', () => encodeCursor('x', 'after', 10, 3)],
    ['a text where the sort key is a number', () => encodeCursor('x', 'after', 'ten', 3)],
  ])('refuses a cursor that is %s with a message on cursor', async (_, make) => {
    for (const path of [shop, manager]) {
      const reply = await get<ErrorBody>(`${path}?cursor=${encodeURIComponent(make())}`);
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.error)).toEqual(['cursor']);
    }
  });

  it('refuses a cursor from another filter, search or sort', async () => {
    const fromShop = (await list(shop, 'perPage=5&brand=HP,Sony')).cursors.next ?? '';
    // The same brands in another order are the same list.
    const same = await get(`${shop}?perPage=5&brand=Sony&brand=HP&cursor=${fromShop}`);
    expect(same.status).toBe(200);
    for (const other of ['brand=HP', 'brand=HP,Sony&q=a', 'brand=HP,Sony&sortBy=price-asc', '']) {
      const reply = await get<ErrorBody>(`${shop}?perPage=5&${other}&cursor=${fromShop}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error.cursor).toHaveLength(1);
    }
    const fromManager = (await list(manager, 'perPage=5&sortBy=price')).cursors.next ?? '';
    for (const other of ['sortBy=price&sortDir=asc', 'sortBy=price&status=active', '']) {
      const reply = await get<ErrorBody>(`${manager}?perPage=5&${other}&cursor=${fromManager}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error.cursor).toHaveLength(1);
    }
    const toShop = await get<ErrorBody>(`${shop}?perPage=5&cursor=${fromManager}`);
    expect(toShop.status).toBe(400);
  });

  it('counts exactly up to the bound, and estimates past the bound', async () => {
    const shopQuery = productsListQuerySchema.parse({ q: 'e' });
    const exact = (await list(shop, 'q=e')).total;
    expect(exact).toBeGreaterThan(5);
    expect(await listProducts(t.db, 1, shopQuery, { exactUpTo: exact })).toMatchObject({
      total: exact,
      totalExact: true,
    });
    const past = await listProducts(t.db, 1, shopQuery, { exactUpTo: exact - 1 });
    expect(past.totalExact).toBe(false);
    expect(past.total).toBeGreaterThanOrEqual(exact);
    expect(past.total).toBeLessThanOrEqual(exact * 2);

    const managerQuery = managedProductsQuerySchema.parse({ status: 'active' });
    expect(await listManaged(t.db, managerQuery, { exactUpTo: 29 })).toMatchObject({
      total: 29,
      totalExact: true,
    });
    const unsearched = await listManaged(t.db, managerQuery, { exactUpTo: 10 });
    expect(unsearched.totalExact).toBe(false);
    expect(unsearched.total).toBeGreaterThanOrEqual(11);
    expect(unsearched.total).toBeLessThanOrEqual(58);
  });
});
