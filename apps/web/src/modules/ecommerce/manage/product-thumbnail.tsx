import { Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { Product } from '@beacon/contract/ecommerce';
import { productImagePlaceholder } from '@beacon/contract/ecommerce-values';
import { useFileSrc } from '../../../lib/files/file-src';
import classes from './manage.module.css';

/** A product's first picture, small: its thumbnail from the store, or the sample's own picture. */
export function ProductThumbnail({ product }: { product: Pick<Product, 'image' | 'images'> }) {
  const first = product.images[0];
  const src = useFileSrc(first ? first.thumbnailUrl : product.image);
  const none = !src || (!first && product.image === productImagePlaceholder);
  return (
    <span className={classes.listThumb}>
      {none ? (
        <IconPhoto size={20} aria-hidden color="var(--mantine-color-dimmed)" />
      ) : (
        // Decorative: the name is in the next cell.
        <Image src={src} alt="" w={40} h={40} fit="contain" />
      )}
    </span>
  );
}
