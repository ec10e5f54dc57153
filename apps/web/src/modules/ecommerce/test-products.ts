import type { CartProduct, ProductListItem } from '@beacon/contract/ecommerce';

/** A shop product for component tests; the name decides the slug. */
export function testProduct(id: number, name: string, extra: Partial<ProductListItem> = {}) {
  return {
    id,
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    description: `About ${name}.`,
    brand: 'Sony',
    category: 'Audio',
    price: 10 + id,
    image: `/assets/images/products/${id}.svg`,
    hasFreeShipping: false,
    rating: 4,
    stock: 10,
    status: 'active',
    images: [],
    colorOptions: [],
    isInWishlist: false,
    isInCart: false,
    ...extra,
  } satisfies ProductListItem;
}

/** A cart line as GET /apps/ecommerce/cart answers it. */
export function testCartProduct(id: number, name: string, qty = 1): CartProduct {
  const product: Partial<ProductListItem> = testProduct(id, name);
  delete product.isInCart;
  return {
    ...(product as Omit<ProductListItem, 'isInCart'>),
    qty,
    shippingDate: '2030-01-02',
    offers: 2,
    discountPercentage: 5,
  };
}
