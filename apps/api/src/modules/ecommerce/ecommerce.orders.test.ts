import type { LoginReply } from '@beacon/contract/auth';
import type {
  AddressReply,
  AddressesReply,
  CartReply,
  CartSummary,
  NewAddressInput,
  OrderReply,
  OrdersReply,
  ProductsListReply,
  WishlistReply,
} from '@beacon/contract/ecommerce';
import { productBrands, productCategories, productColorOptions } from '@beacon/contract/ecommerce';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nodeMigrations } from '../../db/migrations-node';
import { prepare, reset } from '../../db/seed';
import { TEST_PASSWORD_ITERATIONS } from '../../test/constants';
import { apiModules } from '../../app';
import { backends, useTestApp } from '../../test/harness';
import { productSlug, sampleProducts } from './ecommerce.seed';
import { products } from './ecommerce.table';
import { SAMPLE_ORDERS } from './orders.seed';

type FieldErrorBody = { error: Record<string, string[]> };

const home: NewAddressInput = {
  fullName: 'Ada Lovelace',
  mobile: '+44 (20) 7946-0958',
  houseNumber: 'Flat 4, 12 Analytical Row',
  landmark: 'near the engine house',
  city: 'London',
  pincode: 'NW1 2AB',
  state: 'Greater London',
  type: 'home',
};

describe.each(backends)('e-commerce checkout on %s', (backend) => {
  const t = useTestApp(backend);
  const as = (token: string | Promise<string>) => t.as('/apps/ecommerce', token);
  const admin = () => as(t.tokenOf('admin'));

  describe('addresses', () => {
    it('saves a valid address and lists the caller’s addresses', async () => {
      const api = await admin();
      expect((await api.get<AddressesReply>('/addresses')).body).toEqual({ addresses: [] });
      const saved = await api.post<AddressReply>('/addresses', home);
      expect(saved.status).toBe(201);
      expect(saved.body.address).toEqual({ id: expect.any(Number) as number, ...home });
      const work = await api.post<AddressReply>('/addresses', {
        ...home,
        landmark: undefined,
        type: 'work',
        mobile: '5550100',
      });
      expect(work.body.address).toMatchObject({ landmark: '', type: 'work' });
      const list = await api.get<AddressesReply>('/addresses');
      expect(list.body.addresses.map((a) => a.id)).toEqual([
        saved.body.address.id,
        work.body.address.id,
      ]);
    });

    it.each([
      ['fullName', { fullName: '  ' }, 'Full name is required'],
      ['fullName', { fullName: 'x'.repeat(101) }, 'Full name must be at most 100 characters'],
      ['mobile', { mobile: '12345' }, 'Mobile number must have 7 to 15 digits'],
      ['mobile', { mobile: '1234567890123456' }, 'Mobile number must have 7 to 15 digits'],
      [
        'mobile',
        { mobile: '555-CALL-NOW' },
        'Mobile number may contain only digits, spaces and + ( ) -',
      ],
      ['houseNumber', { houseNumber: '' }, 'Flat, house no. is required'],
      ['landmark', { landmark: 'y'.repeat(101) }, 'Landmark must be at most 100 characters'],
      ['city', { city: 'c'.repeat(61) }, 'Town/city must be at most 60 characters'],
      ['pincode', { pincode: '12' }, 'Pincode must be 3 to 10 letters, digits or spaces'],
      ['pincode', { pincode: '123-456' }, 'Pincode must be 3 to 10 letters, digits or spaces'],
      ['state', { state: undefined }, 'State is required'],
      ['type', { type: 'office' }, 'Choose home or work'],
    ])('refuses a bad %s with a clear message (%j)', async (field, change, message) => {
      const reply = await (
        await admin()
      ).post<FieldErrorBody>('/addresses', {
        ...home,
        ...change,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toEqual({ [field]: [message] });
    });

    it('reports every missing field at once', async () => {
      const reply = await (await admin()).post<FieldErrorBody>('/addresses', {});
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.error).sort()).toEqual(
        ['city', 'fullName', 'houseNumber', 'mobile', 'pincode', 'state'].sort(),
      );
    });

    it('deletes only the caller’s own address', async () => {
      const api = await admin();
      const { body } = await api.post<AddressReply>('/addresses', { ...home, city: 'Bath' });
      const other = await as((await t.signUp('address.thief')).token);
      const stolen = await other.del(`/addresses/${body.address.id}`);
      expect(stolen.status).toBe(404);
      expect(stolen.body).toEqual({ error: 'Address not found' });
      expect((await other.get<AddressesReply>('/addresses')).body.addresses).toEqual([]);
      const removed = await api.del(`/addresses/${body.address.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ id: body.address.id });
      expect((await api.del(`/addresses/${body.address.id}`)).status).toBe(404);
      expect((await api.del('/addresses/abc')).status).toBe(404);
    });
  });

  describe('orders', () => {
    const firstAddressId = async () =>
      (await (await admin()).get<AddressesReply>('/addresses')).body.addresses[0]?.id ?? 0;

    it.each([
      [{ paymentMethod: 'card' }, 'addressId', 'Choose a delivery address'],
      [{ addressId: 'x', paymentMethod: 'card' }, 'addressId', 'addressId must be a number'],
      [
        { addressId: 1, paymentMethod: 'bitcoin' },
        'paymentMethod',
        'Choose a payment method: card, net-banking, emi, cod',
      ],
      [{ addressId: 1 }, 'paymentMethod', 'Choose a payment method: card, net-banking, emi, cod'],
    ])('refuses the body %j with a message for %s', async (body, field, message) => {
      const reply = await (await admin()).post<FieldErrorBody>('/orders', body);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toEqual({ [field]: [message] });
    });

    it('refuses an address that is not the caller’s, keeping the cart', async () => {
      const other = await as((await t.signUp('order.stranger')).token);
      await other.post('/cart', { productId: 4 });
      const reply = await other.post<FieldErrorBody>('/orders', {
        addressId: await firstAddressId(),
        paymentMethod: 'cod',
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toEqual({ addressId: ['Choose one of your saved addresses'] });
      expect((await other.get<CartReply>('/cart')).body.products).toHaveLength(1);
      expect((await other.get<OrdersReply>('/orders')).body.orders).toEqual([]);
    });

    it('refuses an empty cart with a cart message', async () => {
      const other = await as((await t.signUp('empty.cart')).token);
      const { body } = await other.post<AddressReply>('/addresses', home);
      const reply = await other.post<FieldErrorBody>('/orders', {
        addressId: body.address.id,
        paymentMethod: 'card',
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: { cart: ['Your cart is empty'] } });
    });

    it('places the cart as an order totalled like the summary, and empties the cart', async () => {
      const api = await admin();
      const addressId = await firstAddressId();
      const cart = (await api.get<CartReply>('/cart')).body.products;
      expect(cart.map((p) => p.id)).toEqual([27, 21, 26, 25, 23]);
      const summary = (await api.get<CartSummary>('/cart/summary')).body;

      const placed = await api.post<OrderReply>('/orders', { addressId, paymentMethod: 'emi' });
      expect(placed.status).toBe(201);
      const { order } = placed.body;
      expect(order.number).toBe(`BCN-${String(order.id).padStart(6, '0')}`);
      expect(order.number).toMatch(/^BCN-\d{6}$/);
      expect(order.status).toBe('placed');
      expect(order.paymentMethod).toBe('emi');
      expect(Date.now() - Date.parse(order.createdAt)).toBeLessThan(60_000);
      expect(order.address).toEqual(home);
      expect(order.totals).toEqual(summary);
      expect(order.lines).toEqual(
        cart.map((p) => ({
          productId: p.id,
          name: p.name,
          image: p.image,
          price: p.price,
          qty: p.qty,
          discountPercentage: p.discountPercentage,
          lineTotal: expect.any(Number) as number,
        })),
      );
      const linesTotal = order.lines.reduce((cents, l) => cents + Math.round(l.lineTotal * 100), 0);
      expect(linesTotal).toBe(Math.round((summary.mrp - summary.discount) * 100));

      expect((await api.get<CartReply>('/cart')).body.products).toEqual([]);
      expect((await api.get<CartSummary>('/cart/summary')).body.total).toBe(0);
      const list = await api.get<ProductsListReply>('/products');
      expect(list.body.userCart).toEqual([]);
      const login = await t.call<LoginReply>('POST', '/jwt/login', {
        body: { email: 'admin@demo.com', password: 'admin' },
      });
      expect(login.body.userData.extras.eCommerceCartItemsCount).toBe(0);
      // The wishlist is not part of an order.
      expect((await api.get<WishlistReply>('/wishlist')).body.products).toHaveLength(2);

      const again = await api.post<FieldErrorBody>('/orders', { addressId, paymentMethod: 'emi' });
      expect(again.body).toEqual({ error: { cart: ['Your cart is empty'] } });
    });

    it('lists orders newest first and shows one by id, to its owner only', async () => {
      const api = await admin();
      await api.post('/cart', { productId: 9 });
      await api.post('/cart', { productId: 1 });
      const addressId = await firstAddressId();
      const second = (await api.post<OrderReply>('/orders', { addressId, paymentMethod: 'cod' }))
        .body.order;
      expect(second.totals).toMatchObject({ itemsCount: 2, mrp: 21.82, delivery: 9.99 });

      const list = await api.get<OrdersReply>('/orders');
      expect(list.status).toBe(200);
      expect(list.body.orders).toHaveLength(2);
      expect(list.body.orders[0]).toEqual(second);
      expect(list.body.orders[1]?.lines.map((l) => l.productId)).toEqual([27, 21, 26, 25, 23]);

      const one = await api.get<OrderReply>(`/orders/${second.id}`);
      expect(one.status).toBe(200);
      expect(one.body.order).toEqual(second);
      expect((await api.get(`/orders/99999`)).body).toEqual({ error: 'Order not found' });
      expect((await api.get(`/orders/abc`)).status).toBe(404);
      const other = await as((await t.signUp('order.peeker')).token);
      expect((await other.get(`/orders/${second.id}`)).status).toBe(404);
      expect((await other.get<OrdersReply>('/orders')).body.orders).toEqual([]);
    });

    it('keeps the order’s copy of an address deleted later', async () => {
      const api = await admin();
      const addressId = await firstAddressId();
      expect((await api.del(`/addresses/${addressId}`)).status).toBe(200);
      const { orders } = (await api.get<OrdersReply>('/orders')).body;
      expect(orders.every((o) => o.address.fullName === home.fullName)).toBe(true);
    });
  });

  describe('reset demo data', () => {
    it('restores the shop: orders and addresses gone, the sample cart and wishlist back', async () => {
      await reset(t.db, apiModules, { passwordIterations: TEST_PASSWORD_ITERATIONS });
      const api = await as(
        (await t.login({ email: 'admin@demo.com', password: 'admin' })).accessToken,
      );
      expect((await api.get<OrdersReply>('/orders')).body.orders).toEqual([]);
      expect((await api.get<AddressesReply>('/addresses')).body.addresses).toEqual([]);
      const list = await api.get<ProductsListReply>('/products');
      expect(list.body.total).toBe(27);
      expect(list.body.userCart.map((c) => c.productId)).toEqual([27, 21, 26, 25, 23]);
      expect(list.body.userWishlist).toEqual([
        { id: 1, productId: 26 },
        { id: 2, productId: 23 },
      ]);
      // Numbering starts again too, after the year of sample orders.
      await api.post('/addresses', home);
      const addressId = (await api.get<AddressesReply>('/addresses')).body.addresses[0]?.id;
      const { order } = (
        await api.post<OrderReply>('/orders', { addressId, paymentMethod: 'card' })
      ).body;
      expect(order.number).toBe(`BCN-${String(SAMPLE_ORDERS + 1).padStart(6, '0')}`);
    });

    it('gives a database seeded before the shop existed the shop’s samples at start', async () => {
      await t.db.execute(sql`truncate products cascade`);
      await prepare(t.db, apiModules, nodeMigrations(), {
        passwordIterations: TEST_PASSWORD_ITERATIONS,
      });
      const api = await admin();
      const list = await api.get<ProductsListReply>('/products');
      expect(list.body.total).toBe(27);
      expect(list.body.userCart.map((c) => c.productId)).toEqual([27, 21, 26, 25, 23]);
      // A second start finds the shop and seeds nothing twice.
      await prepare(t.db, apiModules, nodeMigrations(), {
        passwordIterations: TEST_PASSWORD_ITERATIONS,
      });
      expect((await api.get<ProductsListReply>('/products')).body.userWishlist).toHaveLength(2);
    });

    it('generates products past the 27 samples at --scale, one statement, same rules', async () => {
      await reset(t.db, apiModules, {
        passwordIterations: TEST_PASSWORD_ITERATIONS,
        counts: { products: 100 },
      });
      const rows = await t.db.select().from(products).orderBy(asc(products.id));
      expect(rows).toHaveLength(100);
      expect(rows.slice(0, 27)).toEqual(
        sampleProducts().map((p) => ({
          ...p,
          search: p.name.toLowerCase(),
          managerSearch: `${p.name}\u001f${p.brand}\u001f${p.slug}`.toLowerCase(),
        })),
      );
      for (const row of rows.slice(27)) {
        expect(row.slug).toBe(productSlug(row.name, row.id));
        expect(row.image).toBe(`/assets/images/products/${((row.id - 1) % 27) + 1}.svg`);
        expect(row.price).toBeGreaterThanOrEqual(10.83);
        expect(row.price).toBeLessThanOrEqual(7999.99);
        expect(productBrands).toContain(row.brand);
        expect(productCategories).toContain(row.category);
        expect(row.stock).toBeGreaterThanOrEqual(10);
        expect(row.colorOptions).toEqual(productColorOptions);
        expect(row.status).toBe('active');
      }
      const api = await as(
        (await t.login({ email: 'admin@demo.com', password: 'admin' })).accessToken,
      );
      const list = await api.get<ProductsListReply>('/products?q=series');
      expect(list.body.total).toBe(73);
    });
  });
});
