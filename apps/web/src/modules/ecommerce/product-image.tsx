import { Image } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useFileSrc } from '../../lib/files/file-src';
import classes from './ecommerce.module.css';

interface ProductImageProps {
  product: { name: string; slug: string; image: string };
  height: number;
  /** Link to the product's page. The name beside it links there too, so this link is hidden. */
  linked?: boolean;
  /**
   * The first pictures of a list, the page's largest paint: fetched at once and first. The others
   * wait until they are near the viewport.
   */
  priority?: boolean;
}

/** A product's picture, scaled into a fixed box. Decorative: the name is always written beside. */
export function ProductImage({ product, height, linked = true, priority }: ProductImageProps) {
  // An uploaded picture is read with the session's token; a sample's path passes through.
  const src = useFileSrc(product.image);
  const image = (
    <Image
      src={src}
      alt=""
      h={height}
      fit="contain"
      className={classes.image}
      loading={priority === false ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!linked) return image;
  return (
    <Link
      to="/apps/ecommerce/product-detail/$slug"
      params={{ slug: product.slug }}
      tabIndex={-1}
      aria-hidden
      className={classes.imageLink}
    >
      {image}
    </Link>
  );
}
