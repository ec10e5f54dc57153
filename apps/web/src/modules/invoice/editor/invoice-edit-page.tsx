import { Divider, Skeleton, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/http';
import { ButtonLink } from '../document/button-link';
import { invoiceQuery } from '../invoice.queries';
import { InvoiceEditor } from './invoice-editor';
import { invoiceFormValues } from './invoice-form-values';
import { InvoiceNotFound } from '../invoice-not-found';
import { parseInvoiceId } from '../invoice-id';
import { InvoicePaymentSummary } from './invoice-payment-summary';
import type { InvoiceDetail } from '@beacon/contract/invoice';

const route = getRouteApi('/_app/apps/invoice/edit/$id');

/** `/apps/invoice/edit/$id`. An id that is not a positive whole number cannot exist: no request. */
export function InvoiceEditPage() {
  const { id } = route.useParams();
  const numeric = parseInvoiceId(id);
  return numeric > 0 ? <InvoiceEdit key={numeric} id={numeric} /> : <InvoiceNotFound id={id} />;
}

function InvoiceEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const invoice = useQuery(invoiceQuery(id));

  if (invoice.error instanceof ApiError && [400, 404].includes(invoice.error.status))
    return <InvoiceNotFound id={String(id)} />;

  const title = t('invoice.editor.editTitle', { id });
  if (invoice.isError)
    return (
      <Stack gap="lg">
        <PageHeader title={title} />
        <QueryErrorAlert
          message={t('invoice.loadFailed')}
          onRetry={() => void invoice.refetch()}
          retrying={invoice.isFetching}
        />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      {invoice.data ? (
        <LoadedEditor invoice={invoice.data.invoice} />
      ) : (
        <Skeleton height={640} radius="md" />
      )}
    </Stack>
  );
}

/** The form takes the invoice once: a reload after a failed save must not undo what was typed. */
function LoadedEditor({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const [initialValues] = useState(() => invoiceFormValues(invoice));
  return (
    <InvoiceEditor
      id={invoice.id}
      initialValues={initialValues}
      aside={
        <>
          <ButtonLink
            to="/apps/invoice/preview/$id"
            params={{ id: String(invoice.id) }}
            variant="default"
            fullWidth
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t('invoice.editor.preview')}
          </ButtonLink>
          <Divider />
          <InvoicePaymentSummary invoice={invoice} />
        </>
      }
    />
  );
}
