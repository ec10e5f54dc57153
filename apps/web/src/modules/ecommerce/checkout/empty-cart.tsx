import { Button, Stack, Text } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** "Your cart is empty", with the way back to the shop. */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl">
      <IconShoppingCartOff size={48} aria-hidden />
      <Text fw={600}>{t('checkout.cart.empty')}</Text>
      <Button component={Link} to="/apps/ecommerce/shop">
        {t('checkout.cart.goShopping')}
      </Button>
    </Stack>
  );
}
