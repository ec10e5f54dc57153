import type { LoginReply, RegisterReply } from '@beacon/contract/auth';
import type {
  CartAddReply,
  CartItemReply,
  CartProduct,
  CartReply,
  CartSummary,
  ProductsListReply,
  WishlistAddReply,
  WishlistReply,
} from '@beacon/contract/ecommerce';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

type ErrorBody = { error: unknown };

/** The price details worked out here independently, from what the cart shows. */
function expectedSummary(products: CartProduct[]): CartSummary {
  const cents = (amount: number) => Math.round(amount * 100);
  let mrp = 0;
  let discount = 0;
  for (const p of products) {
    mrp += cents(p.price) * p.qty;
    discount += Math.round((cents(p.price) * p.qty * p.discountPercentage) / 100);
  }
  const free = products.every((p) => p.hasFreeShipping) || mrp - discount >= 10_000;
  const delivery = free ? 0 : 999;
  return {
    itemsCount: products.reduce((n, p) => n + p.qty, 0),
    mrp: mrp / 100,
    discount: discount / 100,
    delivery: delivery / 100,
    total: (mrp - discount + delivery) / 100,
  };
}

const isoDay = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
};

describe.each(backends)('e-commerce wishlist and cart on %s', (backend) => {
  const t = useTestApp(backend);
  const as = (token: string | Promise<string>) => t.as('/apps/ecommerce', token);
  const admin = () => as(t.tokenOf('admin'));
  const cartIds = async () =>
    (await (await admin()).get<CartReply>('/cart')).body.products.map((p) => p.id);
  const wishlistIds = async () =>
    (await (await admin()).get<WishlistReply>('/wishlist')).body.products.map((p) => p.id);

  describe('wishlist', () => {
    it('lists the caller’s products in the order added, each with its cart flag', async () => {
      const reply = await (await admin()).get<WishlistReply>('/wishlist');
      expect(reply.status).toBe(200);
      expect(reply.body.products.map((p) => [p.id, p.isInWishlist, p.isInCart])).toEqual([
        [26, true, true],
        [23, true, true],
      ]);
      expect(reply.body.products[0]).toMatchObject({ name: 'Smartphone 64 GB', price: 669.99 });
    });

    it('adds a product once: posting it again answers 201 and keeps one row', async () => {
      const api = await admin();
      const first = await api.post<WishlistAddReply>('/wishlist', { productId: 5 });
      expect(first.status).toBe(201);
      expect(first.body.item).toMatchObject({ productId: 5 });
      const again = await api.post<WishlistAddReply>('/wishlist', { productId: '5' });
      expect(again.status).toBe(201);
      expect(again.body.item).toEqual(first.body.item);
      expect(await wishlistIds()).toEqual([26, 23, 5]);
      const list = await api.get<ProductsListReply>('/products?perPage=27');
      expect(list.body.userWishlist.filter((w) => w.productId === 5)).toHaveLength(1);
      expect(list.body.products.find((p) => p.id === 5)?.isInWishlist).toBe(true);
    });

    it('refuses an unknown product with 404 and stores nothing', async () => {
      const api = await admin();
      const reply = await api.post<ErrorBody>('/wishlist', { productId: 999 });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: 'Product not found' });
      expect(await wishlistIds()).toEqual([26, 23, 5]);
    });

    it.each([
      [{}, 'productId is required'],
      [{ productId: 'abc' }, 'productId must be a number'],
      [{ productId: 2.5 }, 'productId must be a whole number'],
      [{ productId: -3 }, 'productId must be a positive number'],
      [{ productId: null }, 'productId must be a number'],
    ])('refuses the body %j with a field message', async (body, message) => {
      const reply = await (await admin()).post<ErrorBody>('/wishlist', body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: { productId: [message] } });
    });

    it('refuses a body that is not JSON with 400', async () => {
      const reply = await t.call<ErrorBody>('POST', '/apps/ecommerce/wishlist', {
        token: await t.tokenOf('admin'),
        body: 'productId=5',
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toHaveProperty('body');
    });

    it('removes by product id; a product not listed is 404', async () => {
      const api = await admin();
      const removed = await api.del('/wishlist/5');
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ productId: 5 });
      expect(await wishlistIds()).toEqual([26, 23]);
      for (const id of ['5', '1', 'abc', '99999999999']) {
        const missing = await api.del(`/wishlist/${id}`);
        expect(missing.status, id).toBe(404);
        expect(missing.body).toEqual({ error: 'This product is not in your wishlist' });
      }
    });
  });

  describe('cart', () => {
    it('lists the caller’s products with quantity, wishlist flag and stable extras', async () => {
      const api = await admin();
      const first = await api.get<CartReply>('/cart');
      expect(first.status).toBe(200);
      expect(first.body.products.map((p) => p.id)).toEqual([27, 21, 26, 25, 23]);
      expect(first.body.products.map((p) => p.isInWishlist)).toEqual([
        false,
        false,
        true,
        false,
        true,
      ]);
      const window = Array.from({ length: 10 }, (_, i) => isoDay(i + 1));
      for (const p of first.body.products) {
        expect(p.qty).toBe(1);
        expect(window).toContain(p.shippingDate);
        expect(p.offers).toBeGreaterThanOrEqual(1);
        expect(p.offers).toBeLessThanOrEqual(4);
        expect(p.discountPercentage).toBeGreaterThanOrEqual(3);
        expect(p.discountPercentage).toBeLessThanOrEqual(20);
      }
      const second = await api.get<CartReply>('/cart');
      expect(second.body).toEqual(first.body);
    });

    it('adds a product with quantity 1 once: posting it again keeps one row as it was', async () => {
      const api = await admin();
      const added = await api.post<CartAddReply>('/cart', { productId: 1 });
      expect(added.status).toBe(201);
      expect(added.body.item).toMatchObject({ productId: 1, qty: 1 });
      await api.patch('/cart/1', { qty: 4 });
      const again = await api.post<CartAddReply>('/cart', { productId: 1 });
      expect(again.status).toBe(201);
      expect(again.body.item).toEqual({ ...added.body.item, qty: 4 });
      expect(await cartIds()).toEqual([27, 21, 26, 25, 23, 1]);
      const list = await api.get<ProductsListReply>('/products');
      expect(list.body.userCart.filter((c) => c.productId === 1)).toEqual([
        { id: added.body.item.id, productId: 1, qty: 4 },
      ]);
    });

    it('refuses an unknown product with 404 and a bad body with 400', async () => {
      const api = await admin();
      const unknown = await api.post<ErrorBody>('/cart', { productId: 999 });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: 'Product not found' });
      const bad = await api.post<ErrorBody>('/cart', { productId: 'two' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: { productId: ['productId must be a number'] } });
      expect(await cartIds()).toEqual([27, 21, 26, 25, 23, 1]);
    });

    it('changes a line’s quantity within 1–10 and answers the line', async () => {
      const api = await admin();
      const reply = await api.patch<CartItemReply>('/cart/1', { qty: 3 });
      expect(reply.status).toBe(200);
      expect(reply.body.product).toMatchObject({ id: 1, qty: 3, price: 10.99 });
      for (const qty of [0, 11, 2.5, '', null, 'three']) {
        const bad = await api.patch<{ error: Record<string, string[]> }>('/cart/1', { qty });
        expect(bad.status, JSON.stringify(qty)).toBe(400);
        expect(Object.keys(bad.body.error)).toEqual(['qty']);
      }
      const missing = await api.patch<ErrorBody>('/cart/1', {});
      expect(missing.body).toEqual({ error: { qty: ['qty is required'] } });
      const notInCart = await api.patch<ErrorBody>('/cart/2', { qty: 2 });
      expect(notInCart.status).toBe(404);
      expect(notInCart.body).toEqual({ error: 'This product is not in your cart' });
      expect((await api.patch('/cart/abc', { qty: 2 })).status).toBe(404);
      const line = (await api.get<CartReply>('/cart')).body.products.find((p) => p.id === 1);
      expect(line?.qty).toBe(3);
    });

    it('totals the cart on the server: summary = what the cart lines add up to', async () => {
      const api = await admin();
      const cart = (await api.get<CartReply>('/cart')).body.products;
      const summary = await api.get<CartSummary>('/cart/summary');
      expect(summary.status).toBe(200);
      expect(summary.body).toEqual(expectedSummary(cart));
      expect(summary.body.itemsCount).toBe(8);
      expect(summary.body.delivery).toBe(0);
    });

    it('removes by product id; a product not in the cart is 404', async () => {
      const api = await admin();
      const removed = await api.del('/cart/1');
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ productId: 1 });
      expect(await cartIds()).toEqual([27, 21, 26, 25, 23]);
      const again = await api.del<ErrorBody>('/cart/1');
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: 'This product is not in your cart' });
      expect((await api.del('/cart/xyz')).status).toBe(404);
    });
  });

  describe('delivery charge', () => {
    it('charges 9.99 below 100 unless every line ships free, and nothing from 100 up', async () => {
      const { token } = await t.signUp('delivery.shopper');
      const api = await as(token);
      const empty = await api.get<CartSummary>('/cart/summary');
      expect(empty.body).toEqual({ itemsCount: 0, mrp: 0, discount: 0, delivery: 0, total: 0 });

      await api.post('/cart', { productId: 1 }); // 10.99, ships free
      expect((await api.get<CartSummary>('/cart/summary')).body.delivery).toBe(0);

      await api.post('/cart', { productId: 9 }); // 10.83, does not
      const small = await api.get<CartSummary>('/cart/summary');
      expect(small.body.delivery).toBe(9.99);
      expect(small.body.mrp).toBe(21.82);
      const cart = (await api.get<CartReply>('/cart')).body.products;
      expect(small.body).toEqual(expectedSummary(cart));

      await api.post('/cart', { productId: 15 }); // 129.99: past 100 after any discount
      const big = await api.get<CartSummary>('/cart/summary');
      expect(big.body.delivery).toBe(0);
      expect(big.body).toEqual(expectedSummary((await api.get<CartReply>('/cart')).body.products));
    });
  });

  describe('another shopper', () => {
    it('has lists of their own that never mix with the admin’s', async () => {
      const { token } = await t.signUp('second.shopper');
      const api = await as(token);
      const list = await api.get<ProductsListReply>('/products?perPage=27');
      expect(list.body.userWishlist).toEqual([]);
      expect(list.body.userCart).toEqual([]);
      expect(list.body.products.some((p) => p.isInCart || p.isInWishlist)).toBe(false);
      expect((await api.get<CartReply>('/cart')).body.products).toEqual([]);
      expect((await api.get<WishlistReply>('/wishlist')).body.products).toEqual([]);

      await api.post('/wishlist', { productId: 3 });
      await api.post('/cart', { productId: 3 });
      await api.post('/cart', { productId: 26 });
      expect((await api.get<CartReply>('/cart')).body.products.map((p) => p.id)).toEqual([3, 26]);
      expect(await cartIds()).toEqual([27, 21, 26, 25, 23]);
      expect(await wishlistIds()).toEqual([26, 23]);
      const mine = await (await admin()).get<ProductsListReply>('/products?perPage=27');
      expect(mine.body.products.find((p) => p.id === 3)).toMatchObject({
        isInCart: false,
        isInWishlist: false,
      });
    });

    it('cannot remove or change the admin’s rows', async () => {
      const { token } = await t.signUp('third.shopper');
      const api = await as(token);
      expect((await api.del('/cart/27')).status).toBe(404);
      expect((await api.patch('/cart/27', { qty: 9 })).status).toBe(404);
      expect((await api.del('/wishlist/26')).status).toBe(404);
      const cart = (await (await admin()).get<CartReply>('/cart')).body.products;
      expect(cart.map((p) => [p.id, p.qty])).toEqual([
        [27, 1],
        [21, 1],
        [26, 1],
        [25, 1],
        [23, 1],
      ]);
      expect(await wishlistIds()).toEqual([26, 23]);
    });
  });

  describe('the cart count in userData', () => {
    const cartCountOnLogin = async () => {
      const reply = await t.call<LoginReply>('POST', '/jwt/login', {
        body: { email: 'admin@demo.com', password: 'admin' },
      });
      return reply.body.userData.extras.eCommerceCartItemsCount;
    };

    it('follows the cart on login and refresh, and is 0 for a new account', async () => {
      expect(await cartCountOnLogin()).toBe(5);
      const api = await admin();
      await api.post('/cart', { productId: 2 });
      await api.post('/cart', { productId: 2 });
      expect(await cartCountOnLogin()).toBe(6);
      const { refreshToken } = await t.login({ email: 'admin@demo.com', password: 'admin' });
      const refreshed = await t.call<LoginReply>('POST', '/jwt/refresh-token', {
        body: { refreshToken },
      });
      expect(refreshed.body.userData.extras.eCommerceCartItemsCount).toBe(6);
      await api.del('/cart/2');
      expect(await cartCountOnLogin()).toBe(5);

      const registered = await t.call<RegisterReply>('POST', '/jwt/register', {
        body: { username: 'fresh.shopper', email: 'fresh@example.com', password: 'password-1' },
      });
      expect(registered.body.user.extras.eCommerceCartItemsCount).toBe(0);
    });
  });
});
