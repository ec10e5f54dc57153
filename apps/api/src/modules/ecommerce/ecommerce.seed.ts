import {
  type ProductBrand,
  type ProductCategory,
  productBrands,
  productColorOptions,
} from '@beacon/contract/ecommerce';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlTextArray } from '../../lib/random';
import { cartExtras } from './ecommerce.pricing';
import { cartItems, products, wishlistItems } from './ecommerce.table';

/** The sample catalogue's size; `--scale N` adds generated products up to N. */
export const SAMPLE_PRODUCTS = 27;

type Sample = [
  name: string,
  category: ProductCategory,
  brand: ProductBrand,
  price: number,
  rating: number,
  description: string,
];

// Our own catalogue with fixed landmarks: the price bounds (#9 lowest, #20 highest) and the
// prices of #1, #26 and #27 are fixed; the two 199.99 and two 39.99 prices are kept on
// purpose, so the price sorts have ties to break. Kept as a table, one product to a pair of lines.
// prettier-ignore
const samples: Sample[] = [
  ['Wireless Optical Mouse', 'Computers & Tablets', 'HP', 10.99, 2,
    'A compact two-button mouse with a silent scroll wheel and a nano receiver that stores inside.'],
  ['Fitness Tracker Band', 'Health, Fitness & Beauty', 'Samsung', 49.99, 4,
    'Counts steps, sleep and heart rate, and lasts a week between charges.'],
  ['Noise-Cancelling Headphones', 'Audio', 'Sony', 299.99, 5,
    'Over-ear headphones that hush planes and trains. Thirty hours of battery and a quick-charge mode.'],
  ['Tilt-Head Stand Mixer', 'Appliances', 'KitchenAid', 379.99, 4,
    'A five-quart bowl and ten speeds for bread dough, meringue and everything between.'],
  ['Mirrorless Camera Kit', 'Cameras & Camcorders', 'Sony', 1199.99, 5,
    'A 24-megapixel body with a 28–70 mm lens. Fast autofocus that follows eyes and faces.'],
  ['Full HD Dash Camera', 'Car Electronics & GPS', 'Insignia', 89.99, 3,
    'Records the road in 1080p and saves a clip by itself when it senses a bump.'],
  ['Portable Bluetooth Speaker', 'Audio', 'Samsung', 59.99, 4,
    'Splash-proof and small enough for a backpack, with twelve hours of play.'],
  ['Front-Load Washing Machine', 'Appliances', 'Whirlpool', 899.99, 3,
    'A quiet 4.5 cubic-foot drum with a steam cycle for stubborn stains.'],
  ['Slim Phone Case', 'Cell Phones', 'Incipio', 10.83, 3,
    'A thin shock-absorbing shell that keeps buttons easy to press.'],
  ['13-inch Ultrabook Laptop', 'Computers & Tablets', 'HP', 999.99, 4,
    'Under three pounds, with a bright touch screen and a full day of battery.'],
  ['Wireless Game Controller', 'Video Games', 'Sony', 69.99, 5,
    'Responsive triggers and rumble that you feel in your palms. Charges over USB-C.'],
  ['Car Stereo Dash Kit', 'Car Electronics & GPS', 'Metra', 24.99, 2,
    'Fits an aftermarket stereo into the dashboard so it looks factory-made.'],
  ['Electric Toothbrush', 'Health, Fitness & Beauty', 'GE', 39.99, 4,
    'Three brushing modes and a two-minute timer that pauses every thirty seconds.'],
  ['LED Desk Lamp', 'Office & School Supplies', 'GE', 29.99, 3,
    'Dimmable light in five colour temperatures, with a USB port in the base.'],
  ['All-in-One Inkjet Printer', 'Office & School Supplies', 'HP', 129.99, 3,
    'Prints, scans and copies over Wi-Fi, and tells your phone when the ink runs low.'],
  ['55-inch 4K Smart TV', 'TV & Home Theater', 'Samsung', 549.99, 4,
    'Sharp 4K picture with HDR and the streaming apps built in.'],
  ['Soundbar with Wireless Subwoofer', 'TV & Home Theater', 'Insignia', 199.99, 4,
    'Clearer dialogue and deeper bass without running a cable across the room.'],
  ['4K Action Camera', 'Cameras & Camcorders', 'GE', 149.99, 3,
    'Waterproof to ten metres, with steady footage at 4K and 60 frames per second.'],
  ['Countertop Microwave Oven', 'Appliances', 'GE', 119.99, 4,
    'A 1.1 cubic-foot oven with sensor cooking and a one-touch popcorn button.'],
  ['85-inch 8K Ultra HD TV', 'TV & Home Theater', 'Sony', 7999.99, 5,
    'A wall-sized 8K screen that upscales everything you watch. The centre of a serious home cinema.'],
  ['True Wireless Earbuds', 'Audio', 'Apple', 249.99, 5,
    'Earbuds with active noise cancelling and a charging case that fits in a coin pocket.'],
  ['10-inch Tablet', 'Computers & Tablets', 'Apple', 329.99, 4,
    'A light tablet for reading, drawing and video calls, with all-day battery.'],
  ['Handheld Game Console', 'Video Games', 'Insignia', 199.99, 4,
    'Plays on the go or on the TV, with detachable controllers for two players.'],
  ['Wireless Charging Dock', 'Cell Phones', 'Apple', 39.99, 3,
    'Charges a phone, a watch and earbuds at once from one plug.'],
  ['Smartwatch with GPS', 'Health, Fitness & Beauty', 'Apple', 399.99, 5,
    'Tracks runs without your phone, and shows messages and calls on your wrist.'],
  ['Smartphone 64 GB', 'Cell Phones', 'Apple', 669.99, 4,
    'A dual-camera phone with a 6.1-inch screen and 64 GB of storage.'],
  ['French-Door Refrigerator', 'Appliances', 'Whirlpool', 339.99, 4,
    'Wide shelves, an ice maker and a bottom freezer drawer that slides out smoothly.'],
];

/** Free shipping on exactly these sample products. */
const freeShipping = new Set([1, 21, 24, 25, 26, 27]);

/**
 * Units in stock: plenty, except a few left of two products no test buys, and none of the action
 * camera (its shop page shows the out-of-stock state; tests that need stock set their own).
 */
const lowStock = new Map([
  [12, 3],
  [14, 4],
  [18, 0],
]);
export const sampleStock = (id: number) => lowStock.get(id) ?? 10 + ((id * 37) % 90);

/** The demo admin's wishlist and cart at start, in row order. */
const demoWishlist = [26, 23];
const demoCart = [27, 21, 26, 25, 23];

/** kebab-case of the name, then "-" and the id: the client reads the id after the last "-". */
export const productSlug = (name: string, id: number) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${id}`;

export const productImage = (id: number) =>
  `/assets/images/products/${((id - 1) % SAMPLE_PRODUCTS) + 1}.svg`;

export function sampleProducts(): (typeof products.$inferInsert & { id: number })[] {
  return samples.map(([name, category, brand, price, rating, description], i) => {
    const id = i + 1;
    return {
      id,
      name,
      slug: productSlug(name, id),
      description,
      brand,
      category,
      price,
      image: productImage(id),
      hasFreeShipping: freeShipping.has(id),
      rating,
      stock: sampleStock(id),
      status: 'active',
      images: [],
      colorOptions: [...productColorOptions],
    };
  });
}

/**
 * Products 28…total for benchmarks, in one INSERT … SELECT: each is a numbered variant of a
 * sample (its name + " Series N", description and category), with a brand, price, rating and
 * shipping of its own; prices spread over the samples' range, images cycle 1–27, stock 10–99,
 * every colour. The slug follows productSlug's rule.
 */
async function seedGeneratedProducts(db: Db, total: number) {
  const column = (index: number) => sqlTextArray(samples.map((s) => String(s[index])));
  const n = SAMPLE_PRODUCTS;
  await db.execute(
    sql.raw(`
    insert into products (id, name, slug, description, brand, category, price, image,
                          has_free_shipping, rating, stock, color_options)
    select i, name,
           trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')) || '-' || i,
           (${column(5)})[k],
           (${sqlTextArray(productBrands)})[1 + (i * 7) % ${productBrands.length}],
           (${column(1)})[k],
           round(10.83 + ((i::bigint * 7919) % 798916) / 100.0, 2),
           '/assets/images/products/' || k || '.svg',
           i % 4 = 0,
           1 + (i * 13) % 5,
           10 + (i * 37) % 90,
           ${sqlTextArray(productColorOptions)}
    from generate_series(${n + 1}, ${Math.floor(total)}) as i,
         lateral (select 1 + (i - 1) % ${n} as k) as sample,
         lateral (select (${column(0)})[k] || ' Series ' || ((i - 1) / ${n}) as name) as p
  `),
  );
}

/**
 * The catalogue (at least the 27 samples), and the demo admin's wishlist and cart. The cart's
 * offers, discount and shipping offset come from the same function as a row added later.
 */
export async function seedEcommerce(
  db: Db,
  { demoUserId, products: total = SAMPLE_PRODUCTS }: { demoUserId?: number; products?: number },
): Promise<void> {
  await db.insert(products).values(sampleProducts());
  if (total > SAMPLE_PRODUCTS) await seedGeneratedProducts(db, total);
  // The ids above were given, so the identity would hand out 1 to the manager's first product.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('products', 'id'), max(id)) from products`,
  );
  if (demoUserId === undefined) return;
  await db
    .insert(wishlistItems)
    .values(demoWishlist.map((productId) => ({ userId: demoUserId, productId })));
  await db.insert(cartItems).values(
    demoCart.map((productId) => ({
      userId: demoUserId,
      productId,
      qty: 1,
      ...cartExtras(demoUserId, productId),
    })),
  );
}
