import { Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { cartQuery } from '../ecommerce.queries';
import { CartLine } from './cart-line';
import classes from './checkout.module.css';
import { cartSummaryQuery } from './checkout.queries';
import { EmptyCart } from './empty-cart';
import { PriceDetails } from './price-details';
import { StepTitle, stepTitleId } from './step-title';

/** Step 1: the cart's lines, and the server's price details with "Continue". */
export function CartStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  const cart = useQuery(cartQuery);
  const summary = useQuery(cartSummaryQuery);
  const products = cart.data?.products;
  const empty = products?.length === 0;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <StepTitle>{t('checkout.cart.title')}</StepTitle>
          {cart.isError && (
            <QueryErrorAlert
              message={t('checkout.cart.loadFailed')}
              onRetry={() => void cart.refetch()}
              retrying={cart.isFetching}
            />
          )}
          {cart.isPending && <Skeleton height={180} radius="md" />}
          {empty && <EmptyCart />}
          {products && products.length > 0 && (
            <Stack
              component="ul"
              gap="md"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-labelledby={stepTitleId}
            >
              {products.map((product) => (
                <CartLine key={product.id} product={product} />
              ))}
            </Stack>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PriceDetails summary={summary.data}>
          {summary.isError && (
            <Text size="sm" c="var(--mantine-color-error)">
              {t('checkout.price.loadFailed')}
            </Text>
          )}
          <Button
            fullWidth
            rightSection={<IconArrowRight size={16} aria-hidden className={classes.flipInRtl} />}
            disabled={!products || products.length === 0}
            onClick={onContinue}
          >
            {t('checkout.cart.continue')}
          </Button>
        </PriceDetails>
      </Grid.Col>
    </Grid>
  );
}
