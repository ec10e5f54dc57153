// The e-commerce module's fixed values without zod, for code that must stay small: the web app's
// route search schemas are in its first-paint bundle (ecommerce.ts re-exports all of this).

export const productCategories = [
  'Appliances',
  'Audio',
  'Cameras & Camcorders',
  'Car Electronics & GPS',
  'Cell Phones',
  'Computers & Tablets',
  'Health, Fitness & Beauty',
  'Office & School Supplies',
  'TV & Home Theater',
  'Video Games',
] as const;
export type ProductCategory = (typeof productCategories)[number];

export const productBrands = [
  'Insignia',
  'Samsung',
  'Metra',
  'HP',
  'Apple',
  'GE',
  'Sony',
  'Incipio',
  'KitchenAid',
  'Whirlpool',
] as const;
export type ProductBrand = (typeof productBrands)[number];

/** `featured` = newest first (id descending); the price sorts break ties by id. */
export const productSortOptions = ['featured', 'price-asc', 'price-desc'] as const;
export type ProductSortOption = (typeof productSortOptions)[number];

export const productColorOptions = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export type ProductColorOption = (typeof productColorOptions)[number];

/** `active` is in the shop; a `draft` is seen only in the catalogue manager. */
export const productStatuses = ['active', 'draft'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** The manager's stock filter: none left, a few left (1 to `productLowStock`), more. */
export const productStockLevels = ['in', 'low', 'out'] as const;
export type ProductStockLevel = (typeof productStockLevels)[number];
export const productLowStock = 5;

/** The manager's sorts; `id` is newest first when descending. */
export const managedProductSortOptions = [
  'id',
  'name',
  'brand',
  'category',
  'price',
  'stock',
  'status',
] as const;
export type ManagedProductSortOption = (typeof managedProductSortOptions)[number];
export const managedProductsDefaults = {
  sortBy: 'id',
  sortDir: 'desc',
  page: 1,
  perPage: 10,
} as const;
export const managedProductsPerPageMax = 100;

export const productNameMax = 120;
export const productSlugMax = 140;
/** The description is rich-text HTML; this bounds what is stored after sanitising. */
export const productDescriptionMax = 20_000;
export const productPriceMax = 1_000_000;
export const productStockMax = 1_000_000;
/** kebab-case: lower-case letters and digits in words joined by single hyphens. */
export const productSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `image` of a product without pictures (a sample's own path otherwise). */
export const productImagePlaceholder = '/assets/images/products/placeholder.svg';

export const productRatingMin = 1;
export const productRatingMax = 5;

/** Products per shop page, and the most a client may ask for. */
export const productsPerPage = 9;
/** The shop's search when a client leaves a param out: featured products, first page. */
export const productsListDefaults = { q: '', page: 1, sortBy: 'featured' } as const;
export const productsPerPageMax = 100;

export const cartQtyMin = 1;
export const cartQtyMax = 10;

/** Delivery is free when every line ships free or the discounted amount reaches the threshold. */
export const freeDeliveryThreshold = 100;
export const deliveryCharge = 9.99;

export const paymentMethods = ['card', 'net-banking', 'emi', 'cod'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const addressTypes = ['home', 'work'] as const;
export type AddressType = (typeof addressTypes)[number];

/** Placed by the shop; the sample orders of the past year are also delivered or cancelled. */
export const orderStatuses = ['placed', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Order numbers are this prefix and the id padded to six digits: BCN-000042. */
export const orderNumberPrefix = 'BCN-';

export const ecommerceMessages = {
  productNotFound: 'Product not found',
  notInWishlist: 'This product is not in your wishlist',
  notInCart: 'This product is not in your cart',
  addressNotFound: 'Address not found',
  orderNotFound: 'Order not found',
  cartEmpty: 'Your cart is empty',
  chooseAddress: 'Choose one of your saved addresses',
  outOfStock: 'This product is out of stock',
  notEnoughStock: (name: string, stock: number) =>
    stock === 0
      ? `${name} is out of stock: remove it from your cart`
      : `Only ${stock} of ${name} left: lower the quantity`,
  notSold: (name: string) => `${name} is no longer sold: remove it from your cart`,
  notProductImage: 'Each picture must be a PNG, JPEG, GIF or WebP uploaded as a product picture',
} as const;
