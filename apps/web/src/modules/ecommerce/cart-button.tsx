import { Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useProductActions } from './use-product-actions';

interface CartButtonProps extends Pick<ButtonProps, 'fullWidth' | 'size'> {
  product: { id: number; name: string; isInCart: boolean; stock?: number };
}

/**
 * "Add To Cart", or once the product is in the cart, "View In Cart" (a link to the checkout); with
 * none left, a disabled "Out of stock" (the API refuses it too).
 */
export function CartButton({ product, ...props }: CartButtonProps) {
  const { t } = useTranslation();
  const actions = useProductActions();
  const icon = <IconShoppingCart size={16} aria-hidden />;
  if (product.isInCart)
    return (
      <Button
        component={Link}
        to="/apps/ecommerce/checkout"
        variant="default"
        leftSection={icon}
        aria-label={t('ecommerce.product.viewInCartOf', { name: product.name })}
        {...props}
      >
        {t('ecommerce.product.viewInCart')}
      </Button>
    );
  if (product.stock === 0)
    return (
      <Button
        leftSection={icon}
        disabled
        aria-label={t('ecommerce.product.outOfStockOf', { name: product.name })}
        {...props}
      >
        {t('ecommerce.product.outOfStock')}
      </Button>
    );
  return (
    <Button
      leftSection={icon}
      loading={actions.cartPending}
      onClick={() => void actions.addToCart(product)}
      aria-label={t('ecommerce.product.addToCartOf', { name: product.name })}
      {...props}
    >
      {t('ecommerce.product.addToCart')}
    </Button>
  );
}
