import { Button, Card, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useFormats } from '../../../lib/format';
import { useFormatPrice } from '../use-format-price';
import { ordersQuery } from './checkout.queries';
import { OrderStatusBadge } from './order-facts';
import { paymentMethodKey } from './payment-methods';
import { useFormatDate } from './use-format-date';

/** `/apps/ecommerce/orders`: the signed-in user's orders, newest first; each opens its page. */
export function OrdersPage() {
  const { t } = useTranslation();
  const orders = useQuery(ordersQuery);
  const price = useFormatPrice();
  const date = useFormatDate();
  const { number } = useFormats();

  return (
    <Stack gap="lg">
      <PageHeader title={t('checkout.orders.title')} />
      {orders.isError && (
        <QueryErrorAlert
          message={t('checkout.orders.loadFailed')}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      )}
      <Card padding={0}>
        {orders.isPending && <Skeleton height={200} />}
        {orders.data?.length === 0 && (
          <Stack align="center" gap="sm" p="xl">
            <IconPackageOff size={48} aria-hidden />
            <Text fw={600}>{t('checkout.orders.empty')}</Text>
            <Button component={Link} to="/apps/ecommerce/shop">
              {t('checkout.cart.goShopping')}
            </Button>
          </Stack>
        )}
        {orders.data && orders.data.length > 0 && (
          <Table.ScrollContainer minWidth={680}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover captionSide="top">
              <Table.Caption ta="start" px="md" pt="sm" c="dimmed">
                {t('checkout.orders.caption')}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('checkout.order.number')}</Table.Th>
                  <Table.Th>{t('checkout.order.placedOn')}</Table.Th>
                  <Table.Th ta="end">{t('checkout.price.items')}</Table.Th>
                  <Table.Th ta="end">{t('checkout.price.total')}</Table.Th>
                  <Table.Th>{t('checkout.order.payment')}</Table.Th>
                  <Table.Th>{t('checkout.order.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <AnchorLink
                        to="/apps/ecommerce/orders/$id"
                        params={{ id: String(order.id) }}
                        fw={600}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {order.number}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>{date.moment(order.createdAt)}</Table.Td>
                    <Table.Td ta="end">{number(order.totals.itemsCount)}</Table.Td>
                    <Table.Td ta="end" fw={600}>
                      <bdi dir="ltr">{price(order.totals.total)}</bdi>
                    </Table.Td>
                    <Table.Td>
                      {t(`checkout.payment.methods.${paymentMethodKey[order.paymentMethod]}`)}
                    </Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={order.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
