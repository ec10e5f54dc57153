import { Center, Grid, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/http';
import { invoiceQuery } from '../invoice.queries';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDocument } from './invoice-document';
import { InvoiceNotFound } from './invoice-not-found';

/** One invoice as a document beside its actions; after a payment or a send both reload. */
export function InvoicePreview({ id }: { id: number }) {
  const { t } = useTranslation();
  const invoice = useQuery(invoiceQuery(id));

  if (invoice.error instanceof ApiError && [400, 404].includes(invoice.error.status))
    return <InvoiceNotFound id={String(id)} />;
  if (invoice.isError)
    return (
      <QueryErrorAlert
        message={t('invoice.loadFailed')}
        onRetry={() => void invoice.refetch()}
        retrying={invoice.isFetching}
      />
    );
  if (!invoice.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('invoice.preview.loading')} />
      </Center>
    );

  const reply = invoice.data;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 9 }}>
        <InvoiceDocument reply={reply} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 3 }}>
        <InvoiceActions reply={reply} />
      </Grid.Col>
    </Grid>
  );
}
