import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  ecommerceMessages,
  paymentMethods,
  type Order,
  type PaymentMethod,
} from '@beacon/contract/ecommerce';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import { cartQuery } from '../ecommerce.queries';
import { AddressLines } from './address-lines';
import { addressesQuery, cartSummaryQuery, usePlaceOrder } from './checkout.queries';
import { EmptyCart } from './empty-cart';
import { paymentMethodKey } from './payment-methods';
import { PriceDetails } from './price-details';
import { StepTitle } from './step-title';

interface PaymentStepProps {
  /** The address chosen on the address step (from the URL); it may be stale. */
  addressId: number | undefined;
  onChangeAddress: () => void;
  onPlaced: (order: Order) => void;
}

const isPaymentMethod = (value: string): value is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(value);

/** Step 3: how to pay, where it goes, what it costs, and "Place order". */
export function PaymentStep({ addressId, onChangeAddress, onPlaced }: PaymentStepProps) {
  const { t } = useTranslation();
  const cart = useQuery(cartQuery);
  const summary = useQuery(cartSummaryQuery);
  const addresses = useQuery(addressesQuery);
  const place = usePlaceOrder();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [methodError, setMethodError] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);

  const address = addresses.data?.find((one) => one.id === addressId);
  const empty = cart.data?.products.length === 0;

  const submit = () => {
    setOrderError(null);
    if (!method) {
      setMethodError(true);
      document.getElementById('payment-method-first')?.focus();
      return;
    }
    if (!address) return;
    place.mutate(
      { addressId: address.id, paymentMethod: method },
      {
        onSuccess: ({ order }) => {
          notifications.show({
            color: 'green',
            title: t('checkout.placed.toast'),
            message: t('checkout.placed.toastMessage', { number: order.number }),
          });
          onPlaced(order);
        },
        onError: (error) => {
          const refused = serverErrors(error, { field: ['cart', 'addressId', 'paymentMethod'] });
          // A line beyond the stock is named by the API in its own words; an empty cart is ours.
          const other = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
          const stockRefusal = other.find(
            ([field, messages]) =>
              !['addressId', 'paymentMethod'].includes(field) &&
              messages[0] !== undefined &&
              messages[0] !== ecommerceMessages.cartEmpty,
          )?.[1][0];
          if (stockRefusal) setOrderError(stockRefusal);
          else if (refused.cart) setOrderError(t('checkout.payment.errors.cartEmpty'));
          else if (refused.addressId) setOrderError(t('checkout.payment.errors.address'));
          else if (refused.paymentMethod) setMethodError(true);
          else if (
            error instanceof ApiError &&
            error.body?.error === ecommerceMessages.addressNotFound
          )
            setOrderError(t('checkout.payment.errors.address'));
          else setOrderError(t('checkout.payment.errors.failed'));
        },
      },
    );
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <StepTitle>{t('checkout.payment.title')}</StepTitle>
          {empty && <EmptyCart />}
          <Radio.Group
            label={t('checkout.payment.choose')}
            withAsterisk
            value={method}
            onChange={(value) => {
              if (isPaymentMethod(value)) setMethod(value);
              setMethodError(false);
            }}
            error={methodError ? t('checkout.payment.errors.method') : undefined}
          >
            <Stack gap="xs" mt="xs">
              {paymentMethods.map((value, i) => (
                <Radio.Card
                  key={value}
                  value={value}
                  p="md"
                  id={i === 0 ? 'payment-method-first' : undefined}
                >
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600}>
                        {t(`checkout.payment.methods.${paymentMethodKey[value]}`)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t(`checkout.payment.descriptions.${paymentMethodKey[value]}`)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          <Card withBorder component="section" aria-labelledby="deliver-to-title">
            <Stack gap="sm">
              <Group justify="space-between" gap="sm">
                <Title order={3} fz="h4" id="deliver-to-title">
                  {t('checkout.payment.deliverTo')}
                </Title>
                <Button variant="default" size="xs" onClick={onChangeAddress}>
                  {address
                    ? t('checkout.payment.changeAddress')
                    : t('checkout.payment.chooseAddress')}
                </Button>
              </Group>
              {addresses.isPending && addressId !== undefined && <Skeleton height={90} />}
              {address && <AddressLines address={address} />}
              {!address && !(addresses.isPending && addressId !== undefined) && (
                <Text size="sm">{t('checkout.payment.noAddress')}</Text>
              )}
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PriceDetails summary={summary.data}>
          {orderError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {orderError}
            </Alert>
          )}
          <Button
            fullWidth
            loading={place.isPending}
            disabled={!cart.data || empty || !address}
            onClick={submit}
          >
            {t('checkout.payment.placeOrder')}
          </Button>
        </PriceDetails>
      </Grid.Col>
    </Grid>
  );
}
