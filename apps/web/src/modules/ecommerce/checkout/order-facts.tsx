import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Order } from '@beacon/contract/ecommerce';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMethodKey } from './payment-methods';
import { useFormatDate } from './use-format-date';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {children}
      </Text>
    </Stack>
  );
}

/** An order's number, date, payment method and status. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
      <Fact label={t('checkout.order.number')}>{order.number}</Fact>
      <Fact label={t('checkout.order.placedOn')}>{date.moment(order.createdAt)}</Fact>
      <Fact label={t('checkout.order.payment')}>
        {t(`checkout.payment.methods.${paymentMethodKey[order.paymentMethod]}`)}
      </Fact>
      <Fact label={t('checkout.order.status')}>
        <OrderStatusBadge status={order.status} />
      </Fact>
    </SimpleGrid>
  );
}

export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color="teal.9" variant="filled" radius="sm">
      {t(`checkout.orders.statuses.${status}`)}
    </Badge>
  );
}
