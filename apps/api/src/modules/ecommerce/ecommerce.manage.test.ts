import type { AuditListReply } from '@beacon/contract/audit';
import type { LoginReply } from '@beacon/contract/auth';
import type {
  CartAddReply,
  ManagedProductReply,
  ManagedProductsReply,
  OrderReply,
  ProductReply,
  ProductsListReply,
} from '@beacon/contract/ecommerce';
import type { FileKind, FileReply } from '@beacon/contract/files';
import { fileUrl } from '@beacon/contract/files-values';
import { listChangedType, listTopic } from '@beacon/contract/live';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, createLive } from '../../app';
import { FakeSocket } from '../../lib/live/fake-socket';
import { backends, testConfig, useTestApp } from '../../test/harness';

type ErrorBody = { error: Record<string, string[]> };

const picture = async (background: string) =>
  new Uint8Array(
    await sharp({ create: { width: 60, height: 40, channels: 3, background } })
      .png()
      .toBuffer(),
  );

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Travel Kettle',
  description: '<p>Boils a cup in a minute.</p>',
  brand: 'GE',
  category: 'Appliances',
  price: 24.5,
  stock: 12,
  hasFreeShipping: false,
  colorOptions: ['info', 'primary'],
  status: 'active',
  imageIds: [],
  ...overrides,
});

describe.each(backends)('the catalogue manager on %s', (backend) => {
  const t = useTestApp(backend);
  const path = '/apps/ecommerce/manage/products';
  let admin: Awaited<ReturnType<typeof t.as>>;
  let client: string;
  let shopper: { token: string; api: Awaited<ReturnType<typeof t.as>> };

  beforeAll(async () => {
    admin = await t.as('', t.tokenOf('admin'));
    client = await t.tokenOf('client');
    const { token } = await t.signUp('catalogue.shopper');
    shopper = { token, api: await t.as('/apps/ecommerce', token) };
  });

  const upload = async (token: string, kind: FileKind, bytes: Uint8Array) => {
    const reply = await t.app.fetch(
      new Request(`http://test/api/files?kind=${kind}&name=picture.png`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: bytes as Uint8Array<ArrayBuffer>,
      }),
    );
    expect(reply.status).toBe(201);
    return ((await reply.json()) as FileReply).file;
  };
  const readable = async (token: string, url: string) =>
    (
      await t.app.fetch(
        new Request(`http://test${url}`, { headers: { authorization: `Bearer ${token}` } }),
      )
    ).status;
  const create = async (overrides: Record<string, unknown> = {}) => {
    const reply = await admin.post<ManagedProductReply>(path, body(overrides));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.product;
  };
  const stockOf = async (id: number) =>
    (await admin.get<ManagedProductReply>(`${path}/${id}`)).body.product.stock;

  it('creates a product with pictures in order, shown in the manager and the shop, its pictures readable by anyone signed in', async () => {
    const token = await t.tokenOf('admin');
    const first = await upload(token, 'product', await picture('#1c7ed6'));
    const second = await upload(token, 'product', await picture('#e8590c'));
    const product = await create({
      name: 'Pocket Projector',
      description: '<p>Bright <strong>enough</strong></p><script>alert(1)</script>',
      imageIds: [second.id, first.id],
    });
    expect(product.id).toBeGreaterThan(27);
    expect(product).toMatchObject({
      slug: `pocket-projector-${product.id}`,
      image: fileUrl(second.id),
      stock: 12,
      status: 'active',
      colorOptions: ['primary', 'info'],
      rating: 3,
    });
    expect(product.description).toBe('<p>Bright <strong>enough</strong></p>');
    expect(product.images).toEqual([
      { id: second.id, url: second.url, thumbnailUrl: second.thumbnailUrl },
      { id: first.id, url: first.url, thumbnailUrl: first.thumbnailUrl },
    ]);

    const managed = await admin.get<ManagedProductsReply>(`${path}?q=pocket`);
    expect(managed.body.products.map((p) => p.id)).toEqual([product.id]);
    const shop = await shopper.api.get<ProductsListReply>('/products?q=pocket');
    expect(shop.body.products[0]).toMatchObject({ id: product.id, images: product.images });
    const detail = await shopper.api.get<ProductReply>(`/products/${product.id}`);
    expect(detail.body.product.image).toBe(fileUrl(second.id));

    // Not yet linked when uploaded, readable to anyone signed in once on the product.
    expect(await readable(client, second.url)).toBe(200);
    expect(await readable(client, second.thumbnailUrl ?? '')).toBe(200);
  });

  it('filters by status and stock level, and sorts with ties broken by id', async () => {
    const draft = await create({ name: 'Draft Blender', status: 'draft', stock: 0 });
    const outIds = (
      await admin.get<ManagedProductsReply>(`${path}?stock=out&perPage=100`)
    ).body.products.map((p) => p.id);
    expect(outIds).toEqual([draft.id, 18]);
    const low = await admin.get<ManagedProductsReply>(`${path}?stock=low&sortBy=stock&sortDir=asc`);
    expect(low.body.products.map((p) => [p.id, p.stock])).toEqual([
      [12, 3],
      [14, 4],
    ]);
    const drafts = await admin.get<ManagedProductsReply>(`${path}?status=draft`);
    expect(drafts.body.products.every((p) => p.status === 'draft')).toBe(true);
    expect(drafts.body.products.map((p) => p.id)).toContain(draft.id);
    const cheapest = await admin.get<ManagedProductsReply>(
      `${path}?sortBy=price&sortDir=asc&perPage=1`,
    );
    expect(cheapest.body.products[0]?.id).toBe(9);
    const bad = await admin.get<ErrorBody>(`${path}?stock=some&sortBy=colour`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error).sort()).toEqual(['sortBy', 'stock']);
  });

  it('answers 403 to a role that only reads the shop', async () => {
    const created = await t.call('POST', '/apps/roles/users', {
      token: await t.tokenOf('admin'),
      body: {
        fullName: 'Only Reads',
        username: 'catalogue.reader',
        email: 'catalogue.reader@example.com',
        password: 'password-1234',
        role: 'user',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const login = await t.call<LoginReply>('POST', '/jwt/login', {
      body: { email: 'catalogue.reader@example.com', password: 'password-1234' },
    });
    const reader = await t.as('', login.body.accessToken);
    expect((await reader.get('/apps/ecommerce/products')).status).toBe(200);
    expect((await reader.get(path)).status).toBe(403);
    expect((await reader.get(`${path}/1`)).status).toBe(403);
    expect((await reader.post(path, body())).status).toBe(403);
    expect((await reader.put(`${path}/1`, body())).status).toBe(403);
    expect((await reader.del(`${path}/1`)).status).toBe(403);
  });

  it('answers 400 with a message for each bad field', async () => {
    const reply = await admin.post<ErrorBody>(path, {
      name: ' ',
      slug: 'Not A Slug',
      brand: 'Acme',
      category: 'Toys',
      price: 0,
      stock: -1,
      colorOptions: ['pink'],
      status: 'gone',
      imageIds: ['nope'],
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error).sort()).toEqual(
      [
        'brand',
        'category',
        // An item's own message is keyed by its place in the list.
        'colorOptions.0',
        'imageIds.0',
        'name',
        'price',
        'slug',
        'status',
        'stock',
      ].sort(),
    );
    expect(reply.body.error.name).toEqual(['Name is required']);
    const cents = await admin.post<ErrorBody>(path, body({ price: 1.234, stock: 1.5 }));
    expect(cents.body.error).toEqual({
      price: ['Price may have at most 2 decimals'],
      stock: ['Stock must be a whole number from 0 to 1,000,000'],
    });
    const tooDear = await admin.post<ErrorBody>(path, body({ price: 1_000_000.01 }));
    expect(Object.keys(tooDear.body.error)).toEqual(['price']);
  });

  it('refuses pictures that are not product pictures the caller may attach', async () => {
    const mine = await upload(await t.tokenOf('admin'), 'attachment', await picture('#2b8a3e'));
    const wrongKind = await admin.post<ErrorBody>(path, body({ imageIds: [mine.id] }));
    expect(wrongKind.status).toBe(400);
    expect(Object.keys(wrongKind.body.error)).toEqual(['imageIds']);
    // Someone else's upload, attached to nothing: not theirs to use.
    const theirs = await upload(shopper.token, 'product', await picture('#862e9c'));
    const notMine = await admin.post<ErrorBody>(path, body({ imageIds: [theirs.id] }));
    expect(notMine.status).toBe(400);
    expect(Object.keys(notMine.body.error)).toEqual(['imageIds']);
  });

  it('ends a typed slug with the product id, which the shop’s links read', async () => {
    const lamp = await create({ name: 'Reading Lamp', slug: 'reading-lamp' });
    expect(lamp.slug).toBe(`reading-lamp-${lamp.id}`);
    const twin = await create({ name: 'Reading Lamp', slug: 'reading-lamp' });
    expect(twin.slug).toBe(`reading-lamp-${twin.id}`);
    const kept = await admin.put<ManagedProductReply>(
      `${path}/${lamp.id}`,
      body({ name: 'Reading Lamp', slug: lamp.slug, price: 30 }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.product).toMatchObject({ slug: lamp.slug, price: 30 });
    const shown = await shopper.api.get<ProductReply>(`/products/${lamp.id}`);
    expect(shown.body.product.slug).toBe(lamp.slug);
  });

  it('keeps drafts out of the shop, its cart and its detail page', async () => {
    const draft = await create({ name: 'Secret Prototype', status: 'draft' });
    expect((await shopper.api.get<ProductsListReply>('/products?q=prototype')).body.total).toBe(0);
    expect((await shopper.api.get(`/products/${draft.id}`)).status).toBe(404);
    expect((await shopper.api.post('/cart', { productId: draft.id })).status).toBe(404);
    expect((await admin.get<ManagedProductReply>(`${path}/${draft.id}`)).body.product.status).toBe(
      'draft',
    );
    await admin.put(`${path}/${draft.id}`, body({ name: 'Secret Prototype', status: 'active' }));
    expect((await shopper.api.get<ProductsListReply>('/products?q=prototype')).body.total).toBe(1);
  });

  it('refuses an out-of-stock product in the cart', async () => {
    const gone = await create({ name: 'Sold Out Speaker', stock: 0 });
    const reply = await shopper.api.post<ErrorBody>('/cart', { productId: gone.id });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({ productId: ['This product is out of stock'] });
  });

  it('refuses a checkout beyond the stock, changing nothing, and takes a good one from the stock', async () => {
    const scarce = await create({ name: 'Limited Turntable', stock: 2 });
    const added = await shopper.api.post<CartAddReply>('/cart', { productId: scarce.id });
    expect(added.status).toBe(201);
    expect((await shopper.api.patch(`/cart/${scarce.id}`, { qty: 3 })).status).toBe(200);
    const address = await shopper.api.post<{ address: { id: number } }>('/addresses', {
      fullName: 'Stock Tester',
      mobile: '+1 555 0100',
      houseNumber: '1 Main St',
      city: 'Springfield',
      pincode: '12345',
      state: 'IL',
    });
    const order = { addressId: address.body.address.id, paymentMethod: 'cod' };
    const refused = await shopper.api.post<ErrorBody>('/orders', order);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      cart: ['Only 2 of Limited Turntable left: lower the quantity'],
    });
    expect(await stockOf(scarce.id)).toBe(2);
    expect((await shopper.api.get<{ products: unknown[] }>('/cart')).body.products).toHaveLength(1);

    expect((await shopper.api.patch(`/cart/${scarce.id}`, { qty: 2 })).status).toBe(200);
    const placed = await shopper.api.post<OrderReply>('/orders', order);
    expect(placed.status).toBe(201);
    expect(placed.body.order.lines.map((line) => [line.productId, line.qty])).toEqual([
      [scarce.id, 2],
    ]);
    expect(await stockOf(scarce.id)).toBe(0);

    // A product made a draft after it went in the cart is not sold either.
    const withdrawn = await create({ name: 'Withdrawn Radio', stock: 5 });
    await shopper.api.post('/cart', { productId: withdrawn.id });
    await admin.put(`${path}/${withdrawn.id}`, body({ name: 'Withdrawn Radio', status: 'draft' }));
    const notSold = await shopper.api.post<ErrorBody>('/orders', order);
    expect(notSold.body.error).toEqual({
      cart: ['Withdrawn Radio is no longer sold: remove it from your cart'],
    });
  });

  it('releases pictures dropped on a replace, and all of them on delete', async () => {
    const token = await t.tokenOf('admin');
    const kept = await upload(token, 'product', await picture('#0b7285'));
    const dropped = await upload(token, 'product', await picture('#5c940d'));
    const product = await create({ name: 'Desk Fan', imageIds: [kept.id, dropped.id] });
    expect(await readable(client, dropped.url)).toBe(200);

    const replaced = await admin.put<ManagedProductReply>(
      `${path}/${product.id}`,
      body({ name: 'Desk Fan', imageIds: [kept.id] }),
    );
    expect(replaced.body.product.images.map((image) => image.id)).toEqual([kept.id]);
    expect(await readable(client, dropped.url)).toBe(404);
    expect(await readable(client, kept.url)).toBe(200);
    // The uploader still may.
    expect(await readable(token, dropped.url)).toBe(200);

    const noPictures = await admin.put<ManagedProductReply>(
      `${path}/${product.id}`,
      body({ name: 'Desk Fan', imageIds: [] }),
    );
    expect(noPictures.body.product.image).toBe('/assets/images/products/placeholder.svg');
    await admin.put(`${path}/${product.id}`, body({ name: 'Desk Fan', imageIds: [kept.id] }));

    const deleted = await admin.del<{ id: number }>(`${path}/${product.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: product.id } });
    expect(await readable(client, kept.url)).toBe(404);
    expect((await admin.get(`${path}/${product.id}`)).status).toBe(404);
    expect((await shopper.api.get(`/products/${product.id}`)).status).toBe(404);
    expect((await admin.del(`${path}/${product.id}`)).status).toBe(404);
    expect((await admin.put(`${path}/${product.id}`, body())).status).toBe(404);
    expect((await admin.get(`${path}/abc`)).status).toBe(404);
  });

  it('writes a create, an update and a delete to the audit log', async () => {
    const product = await create({ name: 'Audited Toaster' });
    await admin.put(`${path}/${product.id}`, body({ name: 'Audited Toaster', price: 19.99 }));
    await admin.del(`${path}/${product.id}`);
    const log = await admin.get<AuditListReply>(
      `/api/audit?resource=products&resourceId=${product.id}`,
    );
    expect(log.status).toBe(200);
    expect(log.body.entries.map((entry) => entry.action).sort()).toEqual(
      ['create', 'delete', 'update'].sort(),
    );
    const update = log.body.entries.find((entry) => entry.action === 'update');
    expect(update?.changes).toContainEqual({ field: 'price', before: 24.5, after: 19.99 });
  });

  it('tells those watching the products list that it changed, once the write commits', async () => {
    const live = createLive(t.db, testConfig);
    try {
      const app = createApp({ db: t.db, config: testConfig, live });
      const token = await t.tokenOf('admin');
      const socket = FakeSocket.on(live);
      socket.say({ type: 'auth', token });
      await socket.waitFor((m) => m.type === 'ready');
      const topic = listTopic('products');
      socket.say({ type: 'subscribe', topic });
      await socket.waitFor((m) => m.type === 'subscribed' && m.topic === topic);
      const reply = await app.fetch(
        new Request(`http://test${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body({ name: 'Live Radio' })),
        }),
      );
      expect(reply.status).toBe(201);
      await socket.waitFor(
        (m) => m.type === 'event' && m.topic === topic && m.event.type === listChangedType,
      );
    } finally {
      await live.close();
    }
  });
});
