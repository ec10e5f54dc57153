import { getRouteApi } from '@tanstack/react-router';
import { ProductDetail } from './product-detail';
import { ProductNotFound } from './product-not-found';
import { productIdOfSlug } from './product-slug';

const route = getRouteApi('/_app/apps/ecommerce/product-detail/$slug');

/** `/apps/ecommerce/product-detail/$slug`: the id follows the slug's last `-`. */
export function ProductDetailPage() {
  const { slug } = route.useParams();
  const id = productIdOfSlug(slug);
  return id === null ? (
    <ProductNotFound slug={slug} />
  ) : (
    <ProductDetail key={id} id={id} slug={slug} />
  );
}
