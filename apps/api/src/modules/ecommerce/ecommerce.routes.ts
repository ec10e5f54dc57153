import { createRoute } from '@hono/zod-openapi';
import {
  cartAddReplySchema,
  cartItemReplySchema,
  cartQtySchema,
  cartReplySchema,
  cartSummarySchema,
  ecommerceMessages,
  productDetailParamSchema,
  productIdParamSchema,
  productRefSchema,
  productRemovedReplySchema,
  productReplySchema,
  productsListQuerySchema,
  productsListReplySchema,
  wishlistAddReplySchema,
  wishlistReplySchema,
} from '@beacon/contract/ecommerce';
import { createRouter } from '../../lib/router';
import { badRequest, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { checkoutRoutes } from './ecommerce.checkout.routes';
import { errorReply, unknownIdInPath } from './ecommerce.hooks';
import type { ProductFiles } from './ecommerce.manage.repo';
import { manageRoutes } from './ecommerce.manage.routes';
import * as repo from './ecommerce.repo';

const tags = ['E-commerce'];
const guarded = { tags, security: bearerSecurity } as const;

const unknownProduct = { 404: errorReply('No product has this id') };

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/ecommerce/products',
  summary: 'Search, filter, sort and page the shop (drafts are not in it)',
  description:
    "`q` is a case-insensitive substring of the name (`%` and `_` are literal). Filters combine with AND; several categories or brands match any of them. `featured` is newest first; ties in price are broken by id. A page past the end is `[]` with the same total. `cursor` (`first`, `last`, or one of the reply’s `cursors`) pages without OFFSET and overrides `page`; a cursor from another sort, filter or search is a 400. `total` is exact up to 10,000 products and estimated past it (`totalExact: false`). `userWishlist` and `userCart` are the caller's rows.",
  middleware: [requires('read', 'Ecommerce')] as const,
  request: { query: productsListQuerySchema },
  responses: { 200: json(productsListReplySchema, 'One page'), ...badInput, ...guardedReplies },
});

const detailRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/ecommerce/products/{id}',
  summary: 'One product, with the caller’s wishlist and cart flags and its colour options',
  middleware: [requires('read', 'Ecommerce')] as const,
  request: { params: productDetailParamSchema },
  responses: {
    200: json(productReplySchema, 'The product'),
    404: { description: 'No product has this id (no body, kept for API compatibility)' },
    ...guardedReplies,
  },
});

const wishlistRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/ecommerce/wishlist',
  summary: 'The caller’s wishlist products, in the order they were added',
  middleware: [requires('read', 'Ecommerce')] as const,
  responses: { 200: json(wishlistReplySchema, 'The wishlist'), ...guardedReplies },
});

const wishlistAddRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/ecommerce/wishlist',
  summary: 'Add a product to the wishlist (again: still one row)',
  middleware: [requires('create', 'Ecommerce')] as const,
  request: { body: jsonBody(productRefSchema) },
  responses: {
    201: json(wishlistAddReplySchema, 'Listed'),
    ...badInput,
    ...unknownProduct,
    ...guardedReplies,
  },
});

const wishlistRemoveRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/apps/ecommerce/wishlist/{productId}',
  summary: 'Remove a product from the wishlist (the id is the product id)',
  middleware: [requires('delete', 'Ecommerce')] as const,
  request: { params: productIdParamSchema },
  responses: {
    200: json(productRemovedReplySchema, 'Removed'),
    404: errorReply('The product is not in the caller’s wishlist'),
    ...guardedReplies,
  },
});

const cartRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/ecommerce/cart',
  summary: 'The caller’s cart products, in the order they were added',
  description:
    'shippingDate, offers and discountPercentage are fixed when the product is added: they do not change between calls.',
  middleware: [requires('read', 'Ecommerce')] as const,
  responses: { 200: json(cartReplySchema, 'The cart'), ...guardedReplies },
});

const cartSummaryRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/ecommerce/cart/summary',
  summary: 'The cart’s price details, computed by the server',
  description:
    'mrp = Σ price × qty; discount = Σ round(price × qty × discountPercentage / 100, 2); delivery is 0 when every line ships free or mrp − discount ≥ 100, else 9.99; total = mrp − discount + delivery. An order is totalled by the same function.',
  middleware: [requires('read', 'Ecommerce')] as const,
  responses: { 200: json(cartSummarySchema, 'Price details'), ...guardedReplies },
});

const cartAddRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/ecommerce/cart',
  summary: 'Add a product to the cart with quantity 1 (again: still one row, unchanged)',
  description:
    'A product out of stock answers 400 `{ error: { productId: [...] } }`; a draft, like an unknown id, 404.',
  middleware: [requires('create', 'Ecommerce')] as const,
  request: { body: jsonBody(productRefSchema) },
  responses: {
    201: json(cartAddReplySchema, 'In the cart'),
    ...badInput,
    ...unknownProduct,
    ...guardedReplies,
  },
});

const cartQtyRoute = createRoute({
  ...guarded,
  method: 'patch',
  path: '/apps/ecommerce/cart/{productId}',
  summary: 'Change a cart line’s quantity (1–10)',
  middleware: [requires('update', 'Ecommerce')] as const,
  request: { params: productIdParamSchema, body: jsonBody(cartQtySchema) },
  responses: {
    200: json(cartItemReplySchema, 'The updated cart line'),
    ...badInput,
    404: errorReply('The product is not in the caller’s cart'),
    ...guardedReplies,
  },
});

const cartRemoveRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/apps/ecommerce/cart/{productId}',
  summary: 'Remove a product from the cart (the id is the product id)',
  middleware: [requires('delete', 'Ecommerce')] as const,
  request: { params: productIdParamSchema },
  responses: {
    200: json(productRemovedReplySchema, 'Removed'),
    404: errorReply('The product is not in the caller’s cart'),
    ...guardedReplies,
  },
});

export function ecommerceRoutes(files: ProductFiles) {
  const shop = createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await repo.listProducts(c.var.db, c.var.principal.id, c.req.valid('query')), 200),
    )
    .openapi(
      detailRoute,
      async (c) => {
        const product = await repo.findProduct(
          c.var.db,
          c.var.principal.id,
          c.req.valid('param').id,
        );
        return product ? c.json({ product }, 200) : c.body(null, 404);
      },
      // Spec §8: a product that is not there is a bare 404, and a non-numeric id names none.
      (result, c) => (result.success ? undefined : c.body(null, 404)),
    )
    .openapi(wishlistRoute, async (c) =>
      c.json({ products: await repo.wishlistProducts(c.var.db, c.var.principal.id) }, 200),
    )
    .openapi(wishlistAddRoute, async (c) => {
      const { productId } = c.req.valid('json');
      if (!(await repo.productExists(c.var.db, productId)))
        throw notFound(ecommerceMessages.productNotFound);
      const item = await repo.addToWishlist(c.var.db, c.var.principal.id, productId);
      return c.json({ item }, 201);
    })
    .openapi(
      wishlistRemoveRoute,
      async (c) => {
        const { productId } = c.req.valid('param');
        if (!(await repo.removeFromWishlist(c.var.db, c.var.principal.id, productId)))
          throw notFound(ecommerceMessages.notInWishlist);
        return c.json({ productId }, 200);
      },
      unknownIdInPath(ecommerceMessages.notInWishlist),
    )
    .openapi(cartRoute, async (c) =>
      c.json({ products: await repo.cartProducts(c.var.db, c.var.principal.id) }, 200),
    )
    .openapi(cartSummaryRoute, async (c) =>
      c.json(await repo.cartSummary(c.var.db, c.var.principal.id), 200),
    )
    .openapi(cartAddRoute, async (c) => {
      const { productId } = c.req.valid('json');
      const stock = await repo.shopStock(c.var.db, productId);
      if (stock === undefined) throw notFound(ecommerceMessages.productNotFound);
      if (stock === 0) throw badRequest({ productId: [ecommerceMessages.outOfStock] });
      const item = await repo.addToCart(c.var.db, c.var.principal.id, productId);
      return c.json({ item }, 201);
    })
    .openapi(
      cartQtyRoute,
      async (c) => {
        const { productId } = c.req.valid('param');
        const { db, principal } = c.var;
        const updated = await repo.setCartQty(db, principal.id, productId, c.req.valid('json').qty);
        const product = updated ? await repo.cartProduct(db, principal.id, productId) : undefined;
        if (!product) throw notFound(ecommerceMessages.notInCart);
        return c.json({ product }, 200);
      },
      unknownIdInPath(ecommerceMessages.notInCart),
    )
    .openapi(
      cartRemoveRoute,
      async (c) => {
        const { productId } = c.req.valid('param');
        if (!(await repo.removeFromCart(c.var.db, c.var.principal.id, productId)))
          throw notFound(ecommerceMessages.notInCart);
        return c.json({ productId }, 200);
      },
      unknownIdInPath(ecommerceMessages.notInCart),
    );
  return shop.route('/', checkoutRoutes()).route('/', manageRoutes(files));
}
