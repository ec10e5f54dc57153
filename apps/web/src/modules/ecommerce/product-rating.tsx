import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { productRatingMax } from '@beacon/contract/ecommerce-values';
import { useTranslation } from 'react-i18next';

/** Five stars, `rating` of them filled; one image to assistive technology, named by its value. */
export function ProductRating({
  rating,
  size = 16,
  decorative = false,
}: {
  rating: number;
  size?: number;
  /** Set when the rating is written out next to the stars. */
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group
      gap={2}
      wrap="nowrap"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative || undefined}
      aria-label={
        decorative ? undefined : t('ecommerce.product.rating', { rating, max: productRatingMax })
      }
    >
      {Array.from({ length: productRatingMax }, (_, i) =>
        i < rating ? (
          <IconStarFilled key={i} size={size} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar key={i} size={size} color="var(--mantine-color-gray-5)" aria-hidden />
        ),
      )}
    </Group>
  );
}
