import { Divider } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadedPage } from '../../../components/loaded-page';
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
  return (
    <LoadedPage
      title={title}
      query={invoice}
      loadFailed={t('invoice.loadFailed')}
      skeletonHeight={640}
    >
      {(data) => <LoadedEditor invoice={data.invoice} />}
    </LoadedPage>
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
