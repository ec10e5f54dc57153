import { Center, Loader } from '@mantine/core';
import type { InvoiceReply } from '@beacon/contract/invoice';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/http';
import { InvoiceNotFound } from '../invoice-not-found';
import { invoiceQuery } from '../invoice.queries';

interface InvoiceLoaderProps {
  id: number;
  loadingLabel: string;
  children: (reply: InvoiceReply) => ReactNode;
}

/** The invoice once it is in; until then "not found", a failed load with Retry, or a spinner. */
export function InvoiceLoader({ id, loadingLabel, children }: InvoiceLoaderProps) {
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
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  return children(invoice.data);
}
