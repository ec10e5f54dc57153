import type { OrderAddress } from '@beacon/contract/ecommerce';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * The shop's catalogue; ids are given by the seed (clients of the kept API know them). The
 * columns the list filters on come first: a scan reads each row only as far as the last column it
 * needs, and the long texts sit behind them.
 */
export const products = pgTable(
  'products',
  {
    /** The seed gives the samples' ids (the kept API's clients know them); new products draw theirs. */
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    price: money('price').notNull(),
    /** Units in stock: 0 cannot go in a cart. */
    stock: integer().notNull().default(0),
    /** `active` is in the shop; a `draft` only in the catalogue manager. */
    status: text().notNull().default('active'),
    rating: integer().notNull(),
    hasFreeShipping: boolean('has_free_shipping').notNull().default(false),
    category: text().notNull(),
    brand: text().notNull(),
    /**
     * What `q` searches, lower-cased once on write: a LIKE on it is cheaper than lower(name) on
     * every row, and its trigram index serves searches of three letters or more.
     */
    search: text().generatedAlwaysAs(sql`lower(name)`),
    /**
     * What the catalogue manager's `q` searches: the name, the brand or the slug, lower-cased
     * once on write. chr(31) keeps a match from spanning two fields.
     */
    managerSearch: text('manager_search').generatedAlwaysAs(
      sql`lower(name || chr(31) || brand || chr(31) || slug)`,
    ),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull(),
    /** The first picture's URL (what the kept API's `image` is), or a sample's path. */
    image: text().notNull(),
    /** The pictures in their order: file ids of the store. */
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colorOptions: text('color_options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    // Every sort reads its page off an index of (filters..., sort key, id) or (sort key, id), in
    // either direction; each is also how a rare filter on its first column is read
    // (migration 0028 says which list and filter each serves). The migration builds the shop's two
    // with INCLUDE (its filter columns and `search`), which this schema cannot declare, so that a
    // filtered or searched walk of the shop reads the index alone.
    index('products_price_idx').on(t.price, t.id),
    index('products_status_id_idx').on(t.status, t.id),
    index('products_status_price_idx').on(t.status, t.price, t.id),
    index('products_name_idx').on(t.search, t.id),
    index('products_brand_idx').on(t.brand, t.id),
    index('products_category_idx').on(t.category, t.id),
    index('products_stock_idx').on(t.stock, t.id),
    index('products_rating_idx').on(t.rating, t.id),
    // Searches of three letters or more (trigrams), and of one or two (every one- and two-letter
    // piece, function user_search_grams of migration 0027): the shop's and the manager's.
    index('products_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('products_search_grams_idx').using('gin', sql`user_search_grams(${t.search})`),
    index('products_manager_search_idx').using('gin', sql`${t.managerSearch} gin_trgm_ops`),
    index('products_manager_search_grams_idx').using(
      'gin',
      sql`user_search_grams(${t.managerSearch})`,
    ),
    check('products_rating_check', sql`${t.rating} between 1 and 5`),
    check('products_stock_check', sql`${t.stock} >= 0`),
  ],
);

/**
 * The account signed in (personal data: nobody reads or changes another's). Its foreign key to
 * accounts is added by the custom migration 0004, because modules never import each other's tables.
 */
const owner = () => integer('user_id').notNull();
const product = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    productId: product(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    productId: product(),
    qty: integer().notNull().default(1),
    // Drawn once when the row is added, so the page does not jump between reads.
    shippingDays: integer('shipping_days').notNull(),
    offers: integer().notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId),
    check('cart_items_qty_check', sql`${t.qty} between 1 and 10`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    fullName: text('full_name').notNull(),
    mobile: text().notNull(),
    houseNumber: text('house_number').notNull(),
    landmark: text().notNull().default(''),
    city: text().notNull(),
    pincode: text().notNull(),
    state: text().notNull(),
    type: text().notNull(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.id)],
);

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text().notNull().default('placed'),
    paymentMethod: text('payment_method').notNull(),
    // A copy, so deleting or editing the saved address later never changes a placed order.
    address: jsonb().$type<OrderAddress>().notNull(),
    itemsCount: integer('items_count').notNull(),
    mrp: money('mrp').notNull(),
    discount: money('discount').notNull(),
    delivery: money('delivery').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    // The dashboard's cards read the orders of a period.
    index('orders_created_idx').on(t.createdAt),
  ],
);

/** What was bought, copied from the product and the cart row at the moment of the order. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productId: integer('product_id').notNull(),
    name: text().notNull(),
    image: text().notNull(),
    price: money('price').notNull(),
    qty: integer().notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [uniqueIndex('order_lines_order_position_key').on(t.orderId, t.position)],
);

/**
 * Orders per UTC day and state, kept by a trigger on `orders` (migration 0019): the dashboards
 * read a year as at most 366 rows, not every order of it.
 */
export const orderDays = pgTable(
  'order_days',
  {
    day: date({ mode: 'string' }).notNull(),
    status: text().notNull(),
    orders: integer().notNull(),
    revenue: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/**
 * Each buyer's first and latest order, kept by a trigger on `orders` (migration 0021): the
 * customers card tells new from returning buyers by these two times instead of grouping every
 * order placed so far by its buyer.
 */
export const buyers = pgTable(
  'buyers',
  {
    userId: integer('user_id').primaryKey(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('buyers_last_idx').on(t.lastAt)],
);
