import { z } from 'zod';
import {
  maxId,
  optionalQuery,
  pageSchema,
  perPageSchema,
  requiredText,
  sortDirectionSchema,
} from './common';
import {
  addressTypes,
  cartQtyMax,
  cartQtyMin,
  orderStatuses,
  paymentMethods,
  productBrands,
  productCategories,
  productColorOptions,
  productRatingMax,
  productRatingMin,
  productSortOptions,
  productsPerPage,
  productsPerPageMax,
  productsListDefaults,
  managedProductSortOptions,
  managedProductsDefaults,
  managedProductsPerPageMax,
  productDescriptionMax,
  productNameMax,
  productPriceMax,
  productSlugMax,
  productSlugPattern,
  productStatuses,
  productStockLevels,
  productStockMax,
} from './ecommerce-values';
import { fileIdSchema } from './files';
import { cursorQuerySchema, pagedReplyFields } from './paging';
import { productImagesMax } from './files-values';

export * from './ecommerce-values';

export const productCategorySchema = z.enum(productCategories);
export const productBrandSchema = z.enum(productBrands);
export const paymentMethodSchema = z.enum(paymentMethods, {
  error: `Choose a payment method: ${paymentMethods.join(', ')}`,
});
export const addressTypeSchema = z.enum(addressTypes, { error: 'Choose home or work' });
export const productStatusSchema = z.enum(productStatuses, {
  error: `Choose a status: ${productStatuses.join(', ')}`,
});
export const productColorOptionSchema = z.enum(productColorOptions, {
  error: `Choose colours from: ${productColorOptions.join(', ')}`,
});

/** One of a product's pictures in the file store (read them with the session's token). */
export const productImageSchema = z
  .object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof productImageSchema>;

// ---------------------------------------------------------------------------------------------
// Products

export const productSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().meta({ description: 'kebab-case name + "-" + id; the id follows the last -' }),
    description: z.string(),
    brand: productBrandSchema,
    category: productCategorySchema,
    price: z.number(),
    image: z.string().meta({
      description:
        'The first picture’s URL in the file store, or a sample’s path, or the placeholder when it has none',
    }),
    hasFreeShipping: z.boolean(),
    rating: z.number().int().min(productRatingMin).max(productRatingMax),
    stock: z.number().int().meta({ description: 'Units left; 0 cannot go in a cart' }),
    status: productStatusSchema,
    images: z.array(productImageSchema).meta({ description: 'The pictures, in order' }),
    colorOptions: z.array(productColorOptionSchema),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

/** A product as the shop and the wishlist show it: flags for the signed-in user. */
export const productListItemSchema = productSchema
  .extend({ isInWishlist: z.boolean(), isInCart: z.boolean() })
  .meta({ id: 'ProductListItem' });
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productDetailSchema = productListItemSchema.extend({}).meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const wishlistItemSchema = z
  .object({ id: z.number().int(), productId: z.number().int() })
  .meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const cartItemSchema = z
  .object({ id: z.number().int(), productId: z.number().int(), qty: z.number().int() })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * A repeatable query value (`?brand=HP&brand=Sony`) that also takes a comma list (`?brand=HP,Sony`).
 * Values are matched case-insensitively and stored canonically; pieces are rejoined when a value
 * itself holds a comma ("Health, Fitness & Beauty").
 */
const listOf = <const T extends readonly [string, ...string[]]>(values: T, label: string) => {
  const known = new Set<string>(values);
  const widest = Math.max(...values.map((v) => v.split(',').length));
  const canonical = (text: string) =>
    values.find((v) => v.toLowerCase() === text.trim().toLowerCase());
  const split = (text: string): string[] => {
    const pieces = text.split(',');
    const out: string[] = [];
    for (let i = 0; i < pieces.length;) {
      // A value spans at most `widest` pieces, which keeps a long list linear.
      const last = Math.min(pieces.length, i + widest) - 1;
      let j = i;
      while (j <= last && !canonical(pieces.slice(i, j + 1).join(','))) j++;
      if (j <= last) {
        out.push(canonical(pieces.slice(i, j + 1).join(',')) ?? '');
        i = j + 1;
      } else {
        out.push((pieces[i] ?? '').trim());
        i++;
      }
    }
    return out.filter((piece) => piece !== '');
  };
  return z
    .preprocess(
      (value) => {
        const given = Array.isArray(value) ? value : [value];
        const texts = given.filter((v): v is string => typeof v === 'string').flatMap(split);
        return texts.length > 0 ? texts : undefined;
      },
      z
        .array(z.string())
        .max(50, `Give at most 50 ${label} values`)
        .superRefine((list, ctx) => {
          const unknown = list.filter((v) => !known.has(v));
          if (unknown.length > 0)
            ctx.addIssue({
              code: 'custom',
              message: `Unknown ${label}: ${unknown.join(', ')}. Choose from: ${values.join('; ')}`,
            });
        })
        // Only to type the output as the enum; the check above already gave the readable message.
        .pipe(z.array(z.enum(values)))
        .optional(),
    )
    .meta({
      description: `Repeat the parameter or give a comma list; any listed ${label} matches`,
      // The document shows the accepted values (its schema would otherwise be the string array
      // read before the check).
      items: { type: 'string', enum: [...values] },
    });
};

const priceQuery = (name: string) =>
  optionalQuery(
    z.coerce
      .number({ error: `${name} must be a number` })
      .min(0, `${name} must be 0 or more`)
      .max(1_000_000_000, `${name} is too large`),
  );

export const productsListQuerySchema = z
  .object({
    q: optionalQuery(z.string().trim().max(100, 'q must be at most 100 characters')),
    sortBy: optionalQuery(
      z.enum(productSortOptions, {
        error: `sortBy must be one of: ${productSortOptions.join(', ')}`,
      }),
    ).default(productsListDefaults.sortBy),
    perPage: perPageSchema(productsPerPage, productsPerPageMax),
    page: pageSchema,
    cursor: cursorQuerySchema,
    priceMin: priceQuery('priceMin'),
    priceMax: priceQuery('priceMax'),
    category: listOf(productCategories, 'category'),
    brand: listOf(productBrands, 'brand'),
    rating: optionalQuery(
      z.coerce
        .number({ error: 'rating must be a whole number from 1 to 5' })
        .int('rating must be a whole number from 1 to 5')
        .min(productRatingMin, 'rating must be a whole number from 1 to 5')
        .max(productRatingMax, 'rating must be a whole number from 1 to 5'),
    ).meta({ description: 'Minimum rating' }),
  })
  .superRefine((query, ctx) => {
    if (
      query.priceMin !== undefined &&
      query.priceMax !== undefined &&
      query.priceMin > query.priceMax
    )
      ctx.addIssue({
        code: 'custom',
        path: ['priceMax'],
        message: 'priceMax must be at least priceMin',
      });
  });
export type ProductsListQuery = z.infer<typeof productsListQuerySchema>;
export type ProductsListQueryInput = z.input<typeof productsListQuerySchema>;

export const productsListReplySchema = z.object({
  products: z.array(productListItemSchema),
  ...pagedReplyFields,
  userWishlist: z.array(wishlistItemSchema),
  userCart: z.array(cartItemSchema),
});
export type ProductsListReply = z.infer<typeof productsListReplySchema>;

export const productReplySchema = z.object({ product: productDetailSchema });
export type ProductReply = z.infer<typeof productReplySchema>;

/** A product id in the path; a bad one is treated as an unknown id (404). */
export const productIdParamSchema = z.object({
  productId: z.coerce.number().int().positive().max(maxId),
});
export const productDetailParamSchema = z.object({
  id: z.coerce.number().int().positive().max(maxId),
});

/** Body of POST wishlist and POST cart. A numeric string is accepted: clients send both. */
export const productRefSchema = z.object({
  productId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'productId is required' : 'productId must be a number',
      })
      .int('productId must be a whole number')
      .positive('productId must be a positive number')
      .max(maxId, 'productId is too large'),
  ),
});
export type ProductRef = z.infer<typeof productRefSchema>;

// ---------------------------------------------------------------------------------------------
// Wishlist and cart

/** 201 of POST wishlist: the row (the same one when the product was already listed). */
export const wishlistAddReplySchema = z.object({ item: wishlistItemSchema });
export type WishlistAddReply = z.infer<typeof wishlistAddReplySchema>;
/** 201 of POST cart: the row (the same one, quantity unchanged, when already in the cart). */
export const cartAddReplySchema = z.object({ item: cartItemSchema });
export type CartAddReply = z.infer<typeof cartAddReplySchema>;
/** 200 of DELETE wishlist/{productId} and cart/{productId}. */
export const productRemovedReplySchema = z.object({ productId: z.number().int() });
export type ProductRemovedReply = z.infer<typeof productRemovedReplySchema>;

export const wishlistReplySchema = z.object({ products: z.array(productListItemSchema) });
export type WishlistReply = z.infer<typeof wishlistReplySchema>;

export const cartProductSchema = productSchema
  .extend({
    isInWishlist: z.boolean(),
    qty: z.number().int().min(cartQtyMin).max(cartQtyMax),
    shippingDate: z.iso.date().meta({ description: 'YYYY-MM-DD, 1–7 days from today, stable' }),
    offers: z.number().int().min(1).max(4),
    discountPercentage: z.number().int().min(3).max(20),
  })
  .meta({ id: 'CartProduct' });
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartReplySchema = z.object({ products: z.array(cartProductSchema) });
export type CartReply = z.infer<typeof cartReplySchema>;

const qtyMessage = `Quantity must be a whole number from ${cartQtyMin} to ${cartQtyMax}`;
export const cartQtySchema = z.object({
  qty: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'qty is required' : qtyMessage) })
      .int(qtyMessage)
      .min(cartQtyMin, qtyMessage)
      .max(cartQtyMax, qtyMessage),
  ),
});
export type CartQty = z.infer<typeof cartQtySchema>;

export const cartItemReplySchema = z.object({ product: cartProductSchema });
export type CartItemReply = z.infer<typeof cartItemReplySchema>;

/**
 * Price details of the cart, computed by the server (the web never computes prices).
 * itemsCount = Σ qty; mrp = Σ price × qty; discount = Σ round(price × qty × discount% / 100, 2);
 * delivery = 0 when every line ships free or mrp − discount ≥ 100, else 9.99;
 * total = mrp − discount + delivery. Money is rounded to cents.
 */
export const cartSummarySchema = z
  .object({
    itemsCount: z.number().int(),
    mrp: z.number(),
    discount: z.number(),
    delivery: z.number(),
    total: z.number(),
  })
  .meta({ id: 'CartSummary' });
export type CartSummary = z.infer<typeof cartSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Addresses

export const addressSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    mobile: z.string(),
    houseNumber: z.string(),
    landmark: z.string(),
    city: z.string(),
    pincode: z.string(),
    state: z.string(),
    type: addressTypeSchema,
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

export const newAddressSchema = z.object({
  fullName: requiredText('Full name', 100),
  mobile: z
    .string({ error: 'Mobile number is required' })
    .trim()
    .min(1, { message: 'Mobile number is required', abort: true })
    .max(25, 'Mobile number must be at most 25 characters')
    // abort: a number with letters gets this one message, not the digit count as well.
    .regex(/^[0-9+()\- ]+$/, {
      message: 'Mobile number may contain only digits, spaces and + ( ) -',
      abort: true,
    })
    .refine((text) => {
      const digits = text.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }, 'Mobile number must have 7 to 15 digits'),
  houseNumber: requiredText('Flat, house no.', 100),
  landmark: z
    .string({ error: 'Landmark must be text' })
    .trim()
    .max(100, 'Landmark must be at most 100 characters')
    .default(''),
  city: requiredText('Town/city', 60),
  pincode: z
    .string({ error: 'Pincode is required' })
    .trim()
    .min(1, { message: 'Pincode is required', abort: true })
    .regex(/^[A-Za-z0-9 ]{3,10}$/, 'Pincode must be 3 to 10 letters, digits or spaces'),
  state: requiredText('State', 60),
  type: addressTypeSchema.default('home'),
});
export type NewAddress = z.infer<typeof newAddressSchema>;
export type NewAddressInput = z.input<typeof newAddressSchema>;

export const addressesReplySchema = z.object({ addresses: z.array(addressSchema) });
export type AddressesReply = z.infer<typeof addressesReplySchema>;
export const addressReplySchema = z.object({ address: addressSchema });
export type AddressReply = z.infer<typeof addressReplySchema>;

/** 200 of DELETE addresses/{id}. */
export const addressRemovedReplySchema = z.object({ id: z.number().int() });
export type AddressRemovedReply = z.infer<typeof addressRemovedReplySchema>;

export const addressIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(maxId) });

// ---------------------------------------------------------------------------------------------
// Orders

/** One bought product, copied when the order was placed. lineTotal = price × qty − its discount. */
export const orderLineSchema = z
  .object({
    productId: z.number().int(),
    name: z.string(),
    image: z.string(),
    price: z.number(),
    qty: z.number().int(),
    discountPercentage: z.number().int(),
    lineTotal: z.number(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderAddressSchema = addressSchema.omit({ id: true }).meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ description: '"BCN-" + the id padded to six digits' }),
    createdAt: z.iso.datetime(),
    status: z.enum(orderStatuses),
    paymentMethod: z.enum(paymentMethods),
    address: orderAddressSchema,
    lines: z.array(orderLineSchema),
    totals: cartSummarySchema,
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const newOrderSchema = z.object({
  addressId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'Choose a delivery address' : 'addressId must be a number',
      })
      .int('addressId must be a whole number')
      .positive('addressId must be a positive number')
      .max(maxId, 'addressId is too large'),
  ),
  paymentMethod: paymentMethodSchema,
});
export type NewOrder = z.infer<typeof newOrderSchema>;

export const orderReplySchema = z.object({ order: orderSchema });
export type OrderReply = z.infer<typeof orderReplySchema>;
export const ordersReplySchema = z.object({ orders: z.array(orderSchema) });
export type OrdersReply = z.infer<typeof ordersReplySchema>;

export const orderIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(maxId) });

// ---------------------------------------------------------------------------------------------
// The catalogue manager

const oneOf = (values: readonly string[], label: string) =>
  `${label} must be one of: ${values.join(', ')}`;

export const managedProductsQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, 'q must be at most 100 characters')).meta({
    description: 'A case-insensitive part of the name, the brand or the slug',
  }),
  category: listOf(productCategories, 'category'),
  brand: listOf(productBrands, 'brand'),
  status: optionalQuery(z.enum(productStatuses, { error: oneOf(productStatuses, 'status') })),
  stock: optionalQuery(
    z.enum(productStockLevels, { error: oneOf(productStockLevels, 'stock') }),
  ).meta({ description: '`out` = 0, `low` = 1 to 5, `in` = more than 5' }),
  sortBy: optionalQuery(
    z.enum(managedProductSortOptions, { error: oneOf(managedProductSortOptions, 'sortBy') }),
  ).default(managedProductsDefaults.sortBy),
  sortDir: sortDirectionSchema(managedProductsDefaults.sortDir),
  page: pageSchema,
  cursor: cursorQuerySchema,
  perPage: perPageSchema(managedProductsDefaults.perPage, managedProductsPerPageMax),
});
export type ManagedProductsQuery = z.infer<typeof managedProductsQuerySchema>;
export type ManagedProductsQueryInput = z.input<typeof managedProductsQuerySchema>;

export const managedProductsReplySchema = z.object({
  products: z.array(productSchema),
  ...pagedReplyFields,
});
export type ManagedProductsReply = z.infer<typeof managedProductsReplySchema>;

const priceMessage = `Price must be more than 0 and at most ${productPriceMax.toLocaleString('en')}`;
const stockMessage = `Stock must be a whole number from 0 to ${productStockMax.toLocaleString('en')}`;

/** The body of POST (create) and PUT (replace) on the manager's products. */
export const productBodySchema = z
  .object({
    name: requiredText('Name', productNameMax),
    slug: z
      .string({ error: 'Slug must be text' })
      .trim()
      .max(productSlugMax, `Slug must be at most ${productSlugMax} characters`)
      .refine(
        (slug) => slug === '' || productSlugPattern.test(slug),
        'Slug may hold only lower-case letters and digits, in words joined by single hyphens',
      )
      .default('')
      .meta({
        description:
          'kebab-case; `-<id>` is added unless it ends with it (the shop’s links read the id there); empty: made from the name and the id',
      }),
    description: z
      .string({ error: 'Description must be text' })
      .max(productDescriptionMax, `Description must be at most ${productDescriptionMax} characters`)
      .default('')
      .meta({ description: 'Rich-text HTML, stored sanitised' }),
    brand: z.enum(productBrands, { error: 'Choose a brand' }),
    category: z.enum(productCategories, { error: 'Choose a category' }),
    price: z
      .number({ error: 'Price must be a number' })
      .positive(priceMessage)
      .max(productPriceMax, priceMessage)
      .refine(
        (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
        'Price may have at most 2 decimals',
      ),
    stock: z
      .number({ error: stockMessage })
      .int(stockMessage)
      .min(0, stockMessage)
      .max(productStockMax, stockMessage),
    hasFreeShipping: z.boolean({ error: 'hasFreeShipping must be true or false' }).default(false),
    colorOptions: z
      .array(productColorOptionSchema, { error: 'colorOptions must be a list' })
      .max(productColorOptions.length)
      .default([])
      // Stored once each, in the shop's order of colours.
      .transform((list) => productColorOptions.filter((color) => list.includes(color))),
    status: productStatusSchema.default('active'),
    imageIds: z
      .array(fileIdSchema('imageIds'), { error: 'imageIds must be a list of file ids' })
      .max(productImagesMax, `A product may have at most ${productImagesMax} pictures`)
      .refine((ids) => new Set(ids).size === ids.length, 'A picture is listed twice')
      .default([])
      .meta({ description: 'Pictures uploaded with kind=product, in the order shown' }),
  })
  .meta({ id: 'ProductBody' });
export type ProductBody = z.infer<typeof productBodySchema>;
export type ProductBodyInput = z.input<typeof productBodySchema>;

export const managedProductReplySchema = z.object({ product: productSchema });
export type ManagedProductReply = z.infer<typeof managedProductReplySchema>;

export const managedProductIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(maxId),
});

/** 200 of DELETE manage/products/{id}. */
export const managedProductDeletedReplySchema = z.object({ id: z.number().int() });
export type ManagedProductDeletedReply = z.infer<typeof managedProductDeletedReplySchema>;
