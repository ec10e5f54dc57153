import { createRoute } from '@hono/zod-openapi';
import {
  ecommerceMessages,
  managedProductDeletedReplySchema,
  managedProductIdParamSchema,
  managedProductReplySchema,
  managedProductsQuerySchema,
  managedProductsReplySchema,
  productBodySchema,
} from '@beacon/contract/ecommerce';
import { notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { errorReply, unknownIdInPath } from './ecommerce.hooks';
import * as repo from './ecommerce.manage.repo';

// The catalogue manager: the shop's products, drafts included, written by those who may.
const tags = ['E-commerce'];
const guarded = { tags, security: bearerSecurity } as const;
const path = '/apps/ecommerce/manage/products';
const unknownProduct = { 404: errorReply('No product has this id') };

const bodyRules =
  'An empty slug is made from the name and the id (`name-in-kebab-case-<id>`, what the shop’s links read), and a typed slug gets `-<id>` added unless it already ends with it. The description is stored as sanitised HTML. `imageIds` are pictures uploaded with `POST /api/files?kind=product`, in the order shown; any other file answers 400 on `imageIds`. The pictures become readable to anyone signed in; `image` is the first one’s URL, or a placeholder path without pictures.';

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path,
  summary: 'Search, filter, sort and page the catalogue, drafts included',
  description:
    '`q` is a case-insensitive part of the name, the brand or the slug. `stock`: `out` is 0, `low` 1 to 5, `in` more. Ties in the sort are broken by id, in the same direction. `cursor` (`first`, `last`, or one of the reply’s `cursors`) pages without OFFSET and overrides `page`; a cursor from another sort, filter or search is a 400. `total` is exact up to 10,000 products and estimated past it (`totalExact: false`).',
  middleware: [requires('update', 'Ecommerce')] as const,
  request: { query: managedProductsQuerySchema },
  responses: { 200: json(managedProductsReplySchema, 'One page'), ...badInput, ...guardedReplies },
});

const getRoute = createRoute({
  ...guarded,
  method: 'get',
  path: `${path}/{id}`,
  summary: 'One product of the catalogue, a draft too',
  middleware: [requires('update', 'Ecommerce')] as const,
  request: { params: managedProductIdParamSchema },
  responses: {
    200: json(managedProductReplySchema, 'The product'),
    ...unknownProduct,
    ...guardedReplies,
  },
});

const createProductRoute = createRoute({
  ...guarded,
  method: 'post',
  path,
  summary: 'Add a product to the catalogue',
  description: bodyRules,
  middleware: [requires('create', 'Ecommerce')] as const,
  request: { body: jsonBody(productBodySchema) },
  responses: {
    201: json(managedProductReplySchema, 'Added'),
    ...badInput,
    ...guardedReplies,
  },
});

const replaceRoute = createRoute({
  ...guarded,
  method: 'put',
  path: `${path}/{id}`,
  summary: 'Replace a product',
  description: `${bodyRules} Pictures no longer listed are released.`,
  middleware: [requires('update', 'Ecommerce')] as const,
  request: { params: managedProductIdParamSchema, body: jsonBody(productBodySchema) },
  responses: {
    200: json(managedProductReplySchema, 'Replaced'),
    ...badInput,
    ...unknownProduct,
    ...guardedReplies,
  },
});

const deleteRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: `${path}/{id}`,
  summary: 'Delete a product',
  description:
    'It leaves every cart and wishlist; placed orders keep their copy of it. Its pictures are released.',
  middleware: [requires('delete', 'Ecommerce')] as const,
  request: { params: managedProductIdParamSchema },
  responses: {
    200: json(managedProductDeletedReplySchema, 'Deleted'),
    ...unknownProduct,
    ...guardedReplies,
  },
});

export const manageRoutes = (files: repo.ProductFiles) =>
  createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await repo.listManaged(c.var.db, c.req.valid('query')), 200),
    )
    .openapi(
      getRoute,
      async (c) => {
        const product = await repo.findManaged(c.var.db, c.req.valid('param').id);
        if (!product) throw notFound(ecommerceMessages.productNotFound);
        return c.json({ product }, 200);
      },
      unknownIdInPath(ecommerceMessages.productNotFound),
    )
    .openapi(createProductRoute, async (c) => {
      const { db, principal } = c.var;
      const product = await repo.createManaged(db, files, principal.id, c.req.valid('json'));
      return c.json({ product }, 201);
    })
    .openapi(
      replaceRoute,
      async (c) => {
        const { db, principal } = c.var;
        const { id } = c.req.valid('param');
        const product = await repo.replaceManaged(db, files, principal.id, id, c.req.valid('json'));
        if (!product) throw notFound(ecommerceMessages.productNotFound);
        return c.json({ product }, 200);
      },
      unknownIdInPath(ecommerceMessages.productNotFound),
    )
    .openapi(
      deleteRoute,
      async (c) => {
        const { id } = c.req.valid('param');
        if (!(await repo.deleteManaged(c.var.db, files, id)))
          throw notFound(ecommerceMessages.productNotFound);
        return c.json({ id }, 200);
      },
      unknownIdInPath(ecommerceMessages.productNotFound),
    );
