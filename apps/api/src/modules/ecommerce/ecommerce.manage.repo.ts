import {
  type ManagedProductsQuery,
  type Product,
  type ProductBody,
  ecommerceMessages,
  productImagePlaceholder,
  productLowStock,
} from '@beacon/contract/ecommerce';
import { fileUrl } from '@beacon/contract/files-values';
import { between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { FilesConfig } from '../../lib/file-store';
import { type ListOptions, listPage } from '../../lib/list-page';
import type { Services } from '../../lib/module';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { asProduct, productColumns, scopeOf } from './ecommerce.repo';
import { productSlug } from './ecommerce.seed';
import { products } from './ecommerce.table';

/** The file store as the catalogue manager uses it. */
export interface ProductFiles {
  service: Services['files'];
  config: FilesConfig | undefined;
}

/** A new product has no reviews yet: it starts in the middle of the shop's rating filter. */
const newProductRating = 3;

const stockFilter = {
  out: eq(products.stock, 0),
  low: between(products.stock, 1, productLowStock),
  in: gt(products.stock, productLowStock),
} as const;

/** Each sort is one key and the id (ecommerce.table.ts has its index); `name` is lower(name). */
const sortColumn = {
  id: products.id,
  name: products.search,
  brand: products.brand,
  category: products.category,
  price: products.price,
  stock: products.stock,
  status: products.status,
} as const;

const keyKind = {
  id: 'integer',
  name: 'text',
  brand: 'text',
  category: 'text',
  price: 'number',
  stock: 'integer',
  status: 'text',
} as const;

/** The manager's list: drafts too; search, filters, sort (ties by id) and paging in SQL. */
export async function listManaged(db: Db, query: ManagedProductsQuery, options: ListOptions = {}) {
  const page = await listPage({
    db,
    table: products,
    // The sort key travels in a cursor, and lower(name) is not one of the reply's fields.
    columns: { ...productColumns, sortName: products.search },
    scope: [
      'managed-products',
      query.sortBy,
      query.sortDir,
      scopeOf(query.category),
      scopeOf(query.brand),
      query.status,
      query.stock,
    ],
    query: { ...query, sort: query.sortDir },
    filters: [
      query.category ? inArray(products.category, query.category) : undefined,
      query.brand ? inArray(products.brand, query.brand) : undefined,
      query.status ? eq(products.status, query.status) : undefined,
      query.stock ? stockFilter[query.stock] : undefined,
    ],
    // q matches the name, the brand or the slug (`managerSearch`, ecommerce.table.ts): the
    // trigram index from three letters, the pieces' index below that.
    search: products.managerSearch,
    shortSearch: (q) =>
      sql`user_search_grams(${products.managerSearch}) @> user_search_grams(lower(${q}))`,
    sortKey: sql`${sortColumn[query.sortBy]}`,
    keyKind: keyKind[query.sortBy],
    id: products.id,
    keyOf: (row) => ({
      value: query.sortBy === 'name' ? (row.sortName ?? '') : row[query.sortBy],
      id: row.id,
    }),
    options,
  });
  return {
    products: page.rows.map((row): Product => {
      const product: Partial<typeof row> = { ...row };
      delete product.sortName;
      return asProduct(product as Omit<typeof row, 'sortName'>);
    }),
    total: page.total,
    totalExact: page.totalExact,
    cursors: page.cursors,
  };
}

export async function findManaged(db: Db, id: number): Promise<Product | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row && asProduct(row);
}

/** The pictures as given, each a product picture the caller may attach; else 400 on imageIds. */
async function checkImages(db: Db, files: ProductFiles, callerId: number, ids: string[]) {
  const found = await files.service.attachable(db, callerId, ids, 'imageIds');
  if (found.some((file) => !file.isImage || file.kind !== 'product'))
    throw badRequest({ imageIds: [ecommerceMessages.notProductImage] });
}

/**
 * The shop's links read a product's id after its slug's last `-`: an empty slug is made from the
 * name and the id, as the samples', and a typed one gets the id added (so no two can clash).
 */
function slugOf(body: ProductBody, id: number): string {
  if (body.slug === '') return productSlug(body.name, id);
  return body.slug.endsWith(`-${id}`) ? body.slug : `${body.slug}-${id}`;
}

/** The columns a body sets. */
const columnsOf = (body: ProductBody, id: number) => ({
  name: body.name,
  slug: slugOf(body, id),
  description: sanitizeHtml(body.description),
  brand: body.brand,
  category: body.category,
  price: body.price,
  stock: body.stock,
  hasFreeShipping: body.hasFreeShipping,
  colorOptions: body.colorOptions,
  status: body.status,
  images: body.imageIds,
  image: body.imageIds[0] === undefined ? productImagePlaceholder : fileUrl(body.imageIds[0]),
});

const linksOf = (id: number, imageIds: readonly string[]) =>
  imageIds.map((fileId) => ({ fileId, target: 'product' as const, targetId: id, readerId: null }));

export async function createManaged(
  db: Db,
  files: ProductFiles,
  callerId: number,
  body: ProductBody,
): Promise<Product> {
  await checkImages(db, files, callerId, body.imageIds);
  // The id is drawn first so that a slug made from it is written with the row, in one insert.
  const [drawn] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('products', 'id'))::int` })
    .from(sql`(select 1) as one`);
  if (!drawn) throw new Error('the products sequence gave no id');
  const { id } = drawn;
  const [row] = await db
    .insert(products)
    .values({ id, rating: newProductRating, ...columnsOf(body, id) })
    .returning(productColumns);
  if (!row) throw new Error('insert into products returned no row');
  await files.service.link(db, linksOf(id, body.imageIds));
  return asProduct(row);
}

/** Replaces the product; pictures no longer listed lose their link. Undefined: no such product. */
export async function replaceManaged(
  db: Db,
  files: ProductFiles,
  callerId: number,
  id: number,
  body: ProductBody,
): Promise<Product | undefined> {
  if (!(await findManaged(db, id))) return undefined;
  await checkImages(db, files, callerId, body.imageIds);
  const [row] = await db
    .update(products)
    .set(columnsOf(body, id))
    .where(eq(products.id, id))
    .returning(productColumns);
  if (!row) return undefined;
  await files.service.unlink(db, 'product', [id]);
  await files.service.link(db, linksOf(id, body.imageIds));
  return asProduct(row);
}

/** Deletes the product (carts and wishlists lose it; orders keep their copy) and its links. */
export async function deleteManaged(db: Db, files: ProductFiles, id: number) {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (rows.length === 0) return false;
  await files.service.unlink(db, 'product', [id]);
  return true;
}
