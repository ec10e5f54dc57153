import { Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/not-found-page';

/** An order id that is not one of the user's orders (or no order at all). */
export function OrderNotFound({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <NotFoundPage
      pageTitle={t('checkout.order.notFoundTitle')}
      icon={<IconAlertCircle aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        {t('checkout.order.notFound', { id })}
        <Button component={Link} to="/apps/ecommerce/orders" variant="default" size="xs">
          {t('checkout.orders.viewAll')}
        </Button>
      </Stack>
    </NotFoundPage>
  );
}
