import type { Product } from '@beacon/contract/ecommerce';
import { AnchorLink } from '../../components/anchor-link';

/** A product's name, linking to its detail page (wherever a product is listed). */
export function ProductLink({ product }: { product: Pick<Product, 'name' | 'slug'> }) {
  return (
    <AnchorLink
      to="/apps/ecommerce/product-detail/$slug"
      params={{ slug: product.slug }}
      c="inherit"
    >
      {product.name}
    </AnchorLink>
  );
}
