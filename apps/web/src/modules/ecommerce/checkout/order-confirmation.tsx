import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/http';
import { orderQuery } from './checkout.queries';
import { OrderDetails } from './order-details';
import { OrderFacts } from './order-facts';
import { OrderNotFound } from './order-not-found';

/**
 * The screen after "Place order" (`/apps/ecommerce/checkout?order=<id>`): its number, what was
 * bought, where it goes and what it cost. It is read from the server, so a reload shows it again.
 */
export function OrderConfirmation({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = useQuery(orderQuery(id));

  if (order.error instanceof ApiError && [400, 404].includes(order.error.status))
    return <OrderNotFound id={String(id)} />;

  return (
    <Stack gap="lg">
      <PageHeader title={t('checkout.placed.title')} />
      {order.isError && (
        <QueryErrorAlert
          message={t('checkout.order.loadFailed')}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      )}
      {order.isPending && <Skeleton height={240} radius="md" />}
      {order.data && (
        <>
          <Card withBorder>
            <Stack gap="md">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon color="teal.9" size={44} radius="xl" aria-hidden>
                  <IconCheck size={26} />
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={2} fz="h3">
                    {t('checkout.placed.thanks')}
                  </Title>
                  <Text>{t('checkout.placed.message', { number: order.data.number })}</Text>
                </Stack>
              </Group>
              <OrderFacts order={order.data} />
              <Group gap="sm">
                <Button component={Link} to="/apps/ecommerce/orders">
                  {t('checkout.placed.viewOrders')}
                </Button>
                <Button component={Link} to="/apps/ecommerce/shop" variant="default">
                  {t('checkout.placed.continueShopping')}
                </Button>
              </Group>
            </Stack>
          </Card>
          <OrderDetails order={order.data} />
        </>
      )}
    </Stack>
  );
}
