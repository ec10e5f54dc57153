import { Button, type ButtonProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProductActions } from './use-product-actions';

interface WishlistToggleProps extends Pick<ButtonProps, 'fullWidth' | 'size'> {
  product: { id: number; name: string; isInWishlist: boolean };
}

/** The "Wishlist" toggle: a red heart and pressed while the product is in the wishlist. */
export function WishlistToggle({ product, ...props }: WishlistToggleProps) {
  const { t } = useTranslation();
  const actions = useProductActions();
  const on = product.isInWishlist;
  return (
    <Button
      variant="default"
      leftSection={
        on ? (
          <IconHeartFilled size={16} color="var(--mantine-color-red-7)" aria-hidden />
        ) : (
          <IconHeart size={16} aria-hidden />
        )
      }
      aria-pressed={on}
      aria-label={t('ecommerce.product.wishlistOf', { name: product.name })}
      loading={actions.wishlistPending}
      onClick={() => void actions.toggleWishlist(product)}
      {...props}
    >
      {t('ecommerce.product.wishlist')}
    </Button>
  );
}
