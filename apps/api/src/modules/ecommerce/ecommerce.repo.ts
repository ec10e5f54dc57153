import type {
  CartItem,
  CartProduct,
  CartSummary,
  Product,
  ProductDetail,
  ProductListItem,
  ProductsListQuery,
  ProductImage,
  WishlistItem,
} from '@beacon/contract/ecommerce';
import { fileUrl, thumbnailUrl } from '@beacon/contract/files-values';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ListOptions, listPage } from '../../lib/list-page';
import { cartExtras, shippingDate, summarize } from './ecommerce.pricing';
import { cartItems, products, wishlistItems } from './ecommerce.table';

export const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  brand: products.brand,
  category: products.category,
  price: products.price,
  image: products.image,
  hasFreeShipping: products.hasFreeShipping,
  rating: products.rating,
  stock: products.stock,
  status: products.status,
  images: products.images,
  colorOptions: products.colorOptions,
};

type StoredProduct = {
  brand: string;
  category: string;
  status: string;
  colorOptions: string[];
  images: string[];
};

/** A picture's URLs in the file store; product pictures are always images, so with a thumbnail. */
export const productImageOf = (id: string): ProductImage => ({
  id,
  url: fileUrl(id),
  thumbnailUrl: thumbnailUrl(id),
});

// Stored values were checked by the contract (or written by the seed) on the way in.
export const asProduct = <T extends StoredProduct>({ images, ...row }: T) => ({
  ...(row as Omit<T, 'images'> & Pick<Product, 'brand' | 'category' | 'status' | 'colorOptions'>),
  images: images.map(productImageOf),
});

/** Drafts are seen only in the catalogue manager: the shop neither lists nor shows them. */
export const inShop = eq(products.status, 'active');

/**
 * Whether the user has listed the product of the row being selected. Spelled out in SQL: Drizzle
 * leaves columns unqualified in a one-table select, and a bare "id" inside the subquery would
 * mean the list row's id, not the product's.
 */
const inWishlist = (userId: number) =>
  sql<boolean>`exists (select 1 from wishlist_items w where w.user_id = ${userId} and w.product_id = products.id)`;
const inCart = (userId: number) =>
  sql<boolean>`exists (select 1 from cart_items c where c.user_id = ${userId} and c.product_id = products.id)`;

/** Each sort is one key and the id, both in the sort's direction (ecommerce.table.ts has its index). */
const listSort = {
  featured: { key: sql`${products.id}`, kind: 'integer', sort: 'desc' },
  'price-asc': { key: sql`${products.price}`, kind: 'number', sort: 'asc' },
  // Ties newest first, as a reversed ascending sort puts them (kept for API compatibility).
  'price-desc': { key: sql`${products.price}`, kind: 'number', sort: 'desc' },
} as const;

/** A list of values as a cursor's scope: the same values in any order are the same list. */
export const scopeOf = (values: readonly string[] | undefined) => values && [...values].sort();

export async function listProducts(
  db: Db,
  userId: number,
  query: ProductsListQuery,
  options: ListOptions = {},
) {
  const order = listSort[query.sortBy];
  const [page, userWishlist, userCart] = await Promise.all([
    listPage({
      db,
      table: products,
      columns: productColumns,
      scope: [
        'products',
        query.sortBy,
        query.priceMin,
        query.priceMax,
        scopeOf(query.category),
        scopeOf(query.brand),
        query.rating,
      ],
      query: { ...query, sort: order.sort },
      filters: [
        inShop,
        query.priceMin !== undefined ? gte(products.price, query.priceMin) : undefined,
        query.priceMax !== undefined ? lte(products.price, query.priceMax) : undefined,
        query.category ? inArray(products.category, query.category) : undefined,
        query.brand ? inArray(products.brand, query.brand) : undefined,
        query.rating !== undefined ? gte(products.rating, query.rating) : undefined,
      ],
      // `search` is lower(name), stored: the trigram index from three letters, the pieces' index
      // below that (ecommerce.table.ts).
      search: products.search,
      shortSearch: (q) =>
        sql`user_search_grams(${products.search}) @> user_search_grams(lower(${q}))`,
      sortKey: order.key,
      keyKind: order.kind,
      id: products.id,
      keyOf: (row) => ({ value: query.sortBy === 'featured' ? row.id : row.price, id: row.id }),
      options,
    }),
    wishlistOf(db, userId),
    cartRowsOf(db, userId),
  ]);
  // The flags come from the caller's own rows, read anyway for the reply.
  const listed = new Set(userWishlist.map((item) => item.productId));
  const carted = new Set(userCart.map((item) => item.productId));
  return {
    products: page.rows.map((row): ProductListItem => ({
      ...asProduct(row),
      isInWishlist: listed.has(row.id),
      isInCart: carted.has(row.id),
    })),
    total: page.total,
    totalExact: page.totalExact,
    cursors: page.cursors,
    userWishlist,
    userCart,
  };
}

const wishlistOf = (db: Db, userId: number): Promise<WishlistItem[]> =>
  db
    .select({ id: wishlistItems.id, productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.id));

const cartRowsOf = (db: Db, userId: number): Promise<CartItem[]> =>
  db
    .select({ id: cartItems.id, productId: cartItems.productId, qty: cartItems.qty })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));

export async function findProduct(
  db: Db,
  userId: number,
  id: number,
): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({ ...productColumns, isInWishlist: inWishlist(userId), isInCart: inCart(userId) })
    .from(products)
    .where(and(eq(products.id, id), inShop))
    .limit(1);
  return row && asProduct(row);
}

/** The stock of a product the shop sells, or undefined for none (unknown, or a draft). */
export async function shopStock(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, id), inShop))
    .limit(1);
  return row?.stock;
}

export const productExists = async (db: Db, id: number) => (await shopStock(db, id)) !== undefined;

// ---------------------------------------------------------------------------------------------
// Wishlist

/** The user's wishlist products, in the order they were added. */
export async function wishlistProducts(db: Db, userId: number): Promise<ProductListItem[]> {
  const rows = await db
    .select({ ...productColumns, isInCart: inCart(userId) })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.id));
  return rows.map((row) => ({ ...asProduct(row), isInWishlist: true }));
}

/** Adds the product once: listing it again keeps the one row. The product must exist. */
export async function addToWishlist(db: Db, userId: number, productId: number) {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: wishlistItems.id, productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  if (!row) throw new Error('the wishlist row vanished right after its insert');
  return row;
}

export async function removeFromWishlist(db: Db, userId: number, productId: number) {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Cart

const cartSelection = (userId: number) => ({
  ...productColumns,
  isInWishlist: inWishlist(userId),
  qty: cartItems.qty,
  shippingDays: cartItems.shippingDays,
  offers: cartItems.offers,
  discountPercentage: cartItems.discountPercentage,
});

function toCartProduct({
  shippingDays,
  ...row
}: Awaited<ReturnType<typeof cartRows>>[number]): CartProduct {
  return { ...asProduct(row), shippingDate: shippingDate(shippingDays) };
}

const cartRows = (db: Db, userId: number, productId?: number) =>
  db
    .select(cartSelection(userId))
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(
      and(
        eq(cartItems.userId, userId),
        productId === undefined ? undefined : eq(cartItems.productId, productId),
      ),
    )
    .orderBy(asc(cartItems.id));

/** The user's cart, in the order products were added. */
export const cartProducts = async (db: Db, userId: number) =>
  (await cartRows(db, userId)).map(toCartProduct);

export async function cartProduct(db: Db, userId: number, productId: number) {
  const [row] = await cartRows(db, userId, productId);
  return row && toCartProduct(row);
}

/** Adds the product with quantity 1; adding it again keeps the one row as it is. */
export async function addToCart(db: Db, userId: number, productId: number) {
  await db
    .insert(cartItems)
    .values({ userId, productId, qty: 1, ...cartExtras(userId, productId) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: cartItems.id, productId: cartItems.productId, qty: cartItems.qty })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  if (!row) throw new Error('the cart row vanished right after its insert');
  return row;
}

export async function setCartQty(db: Db, userId: number, productId: number, qty: number) {
  const rows = await db
    .update(cartItems)
    .set({ qty })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function removeFromCart(db: Db, userId: number, productId: number) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** `userData.extras.eCommerceCartItemsCount`: how many rows the user's cart has. */
export async function cartCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** What the price details need of each cart line, in cart order. */
export const pricedCartLines = (db: Db, userId: number) =>
  db
    .select({
      cartItemId: cartItems.id,
      productId: products.id,
      name: products.name,
      image: products.image,
      stock: products.stock,
      price: products.price,
      hasFreeShipping: products.hasFreeShipping,
      qty: cartItems.qty,
      discountPercentage: cartItems.discountPercentage,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));

export const cartSummary = async (db: Db, userId: number): Promise<CartSummary> =>
  summarize(await pricedCartLines(db, userId));
