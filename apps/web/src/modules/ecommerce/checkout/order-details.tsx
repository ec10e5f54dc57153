import { Card, Grid, Stack, Title } from '@mantine/core';
import type { Order } from '@beacon/contract/ecommerce';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from './address-lines';
import { OrderLines } from './order-lines';
import { PriceDetails } from './price-details';

/** An order's lines, delivery address and totals: on the confirmation and on the order's page. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const linesId = useId();
  const addressId = useId();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder component="section" aria-labelledby={linesId}>
          <Stack gap="sm">
            <Title order={2} fz="h4" id={linesId}>
              {t('checkout.order.items')}
            </Title>
            <OrderLines lines={order.lines} labelledBy={linesId} />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <PriceDetails summary={order.totals} />
          <Card withBorder component="section" aria-labelledby={addressId}>
            <Stack gap="sm">
              <Title order={2} fz="h4" id={addressId}>
                {t('checkout.order.deliverTo')}
              </Title>
              <AddressLines address={order.address} />
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
