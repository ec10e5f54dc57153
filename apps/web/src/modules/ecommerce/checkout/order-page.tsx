import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/http';
import classes from './checkout.module.css';
import { orderQuery } from './checkout.queries';
import { OrderDetails } from './order-details';
import { OrderFacts } from './order-facts';
import { OrderNotFound } from './order-not-found';

const route = getRouteApi('/_app/apps/ecommerce/orders/$id');

/** `/apps/ecommerce/orders/$id`. An id that is not a positive whole number cannot exist: no request. */
export function OrderPage() {
  const { id } = route.useParams();
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return numeric > 0 ? <OrderView key={numeric} id={numeric} /> : <OrderNotFound id={id} />;
}

function OrderView({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = useQuery(orderQuery(id));

  if (order.error instanceof ApiError && [400, 404].includes(order.error.status))
    return <OrderNotFound id={String(id)} />;

  const back = (
    <Button
      component={Link}
      to="/apps/ecommerce/orders"
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden className={classes.flipInRtl} />}
    >
      {t('checkout.orders.viewAll')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={
          order.data
            ? t('checkout.order.title', { number: order.data.number })
            : t('checkout.order.titleLoading')
        }
        actions={back}
      />
      {order.isError && (
        <QueryErrorAlert
          message={t('checkout.order.loadFailed')}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      )}
      {order.isPending && <Skeleton height={320} radius="md" />}
      {order.data && (
        <>
          <Card withBorder>
            <OrderFacts order={order.data} />
          </Card>
          <OrderDetails order={order.data} />
        </>
      )}
    </Stack>
  );
}
