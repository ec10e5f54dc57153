import { createRoute } from '@hono/zod-openapi';
import {
  addressIdParamSchema,
  addressRemovedReplySchema,
  addressReplySchema,
  addressesReplySchema,
  ecommerceMessages,
  newAddressSchema,
  newOrderSchema,
  orderIdParamSchema,
  orderReplySchema,
  ordersReplySchema,
} from '@beacon/contract/ecommerce';
import { createRouter } from '../../lib/router';
import { notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { errorReply, unknownIdInPath } from './ecommerce.hooks';
import * as repo from './ecommerce.orders.repo';

// Checkout steps 2 and 3 (addresses, payment and the order): an addition to the kept API, which
// had no way to submit an order.
const tags = ['E-commerce'];
const guarded = { tags, security: bearerSecurity } as const;

const addressesRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/ecommerce/addresses',
  summary: 'The caller’s saved delivery addresses, oldest first',
  middleware: [requires('read', 'Ecommerce')] as const,
  responses: { 200: json(addressesReplySchema, 'Saved addresses'), ...guardedReplies },
});

const addressAddRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/ecommerce/addresses',
  summary: 'Save a delivery address',
  middleware: [requires('create', 'Ecommerce')] as const,
  request: { body: jsonBody(newAddressSchema) },
  responses: { 201: json(addressReplySchema, 'Saved'), ...badInput, ...guardedReplies },
});

const addressRemoveRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/apps/ecommerce/addresses/{id}',
  summary: 'Delete a saved address (orders keep their copy)',
  middleware: [requires('delete', 'Ecommerce')] as const,
  request: { params: addressIdParamSchema },
  responses: {
    200: json(addressRemovedReplySchema, 'Deleted'),
    404: errorReply('The caller has no address with this id'),
    ...guardedReplies,
  },
});

const orderPlaceRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/ecommerce/orders',
  summary: 'Place an order: the cart, to a saved address, paid by the chosen method',
  description:
    'In one transaction: copies the address and the cart lines, totals them exactly as GET /apps/ecommerce/cart/summary does, and empties the cart. An empty cart answers 400 `{ error: { cart: [...] } }`; an address that is not the caller’s answers 400 on `addressId`. Each line’s quantity is taken from its product’s stock; a line beyond the stock, or of a product made a draft since, answers 400 on `cart` naming it, and nothing is ordered.',
  middleware: [requires('create', 'Ecommerce')] as const,
  request: { body: jsonBody(newOrderSchema) },
  responses: { 201: json(orderReplySchema, 'Placed'), ...badInput, ...guardedReplies },
});

const ordersRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/ecommerce/orders',
  summary: 'The caller’s orders, newest first',
  middleware: [requires('read', 'Ecommerce')] as const,
  responses: { 200: json(ordersReplySchema, 'Orders'), ...guardedReplies },
});

const orderRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/ecommerce/orders/{id}',
  summary: 'One of the caller’s orders',
  middleware: [requires('read', 'Ecommerce')] as const,
  request: { params: orderIdParamSchema },
  responses: {
    200: json(orderReplySchema, 'The order'),
    404: errorReply('The caller has no order with this id'),
    ...guardedReplies,
  },
});

export const checkoutRoutes = () =>
  createRouter()
    .openapi(addressesRoute, async (c) =>
      c.json({ addresses: await repo.listAddresses(c.var.db, c.var.principal.id) }, 200),
    )
    .openapi(addressAddRoute, async (c) => {
      const address = await repo.insertAddress(c.var.db, c.var.principal.id, c.req.valid('json'));
      return c.json({ address }, 201);
    })
    .openapi(
      addressRemoveRoute,
      async (c) => {
        const { id } = c.req.valid('param');
        if (!(await repo.deleteAddress(c.var.db, c.var.principal.id, id)))
          throw notFound(ecommerceMessages.addressNotFound);
        return c.json({ id }, 200);
      },
      unknownIdInPath(ecommerceMessages.addressNotFound),
    )
    .openapi(orderPlaceRoute, async (c) => {
      const order = await repo.placeOrder(c.var.db, c.var.principal.id, c.req.valid('json'));
      return c.json({ order }, 201);
    })
    .openapi(ordersRoute, async (c) =>
      c.json({ orders: await repo.listOrders(c.var.db, c.var.principal.id) }, 200),
    )
    .openapi(
      orderRoute,
      async (c) => {
        const order = await repo.findOrder(c.var.db, c.var.principal.id, c.req.valid('param').id);
        if (!order) throw notFound(ecommerceMessages.orderNotFound);
        return c.json({ order }, 200);
      },
      unknownIdInPath(ecommerceMessages.orderNotFound),
    );
