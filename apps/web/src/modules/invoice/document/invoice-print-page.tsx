import { Box, Button, Center, Loader } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/http';
import { invoiceQuery } from '../invoice.queries';
import { parseInvoiceId } from './invoice-id';
import { InvoiceDocument } from './invoice-document';
import { InvoiceNotFound } from './invoice-not-found';
import classes from './invoice-print.module.css';

const route = getRouteApi('/_print/apps/invoice/print/$id');

/** `/apps/invoice/print/$id`: the document alone on an A4 sheet; the print dialog opens by itself. */
export function InvoicePrintPage() {
  const { id } = route.useParams();
  const numeric = parseInvoiceId(id);
  return (
    <Box component="main" className={classes.page}>
      {numeric > 0 ? <InvoicePrint id={numeric} /> : <InvoiceNotFound id={id} />}
    </Box>
  );
}

function InvoicePrint({ id }: { id: number }) {
  const { t } = useTranslation();
  const invoice = useQuery(invoiceQuery(id));
  const printed = useRef(false);
  const loaded = invoice.data !== undefined;

  useEffect(() => {
    if (!loaded || printed.current) return;
    // A moment for the page to paint (the logo, the fonts) before the dialog freezes it, as the
    // original's 50 ms. Marked inside the timer: StrictMode's trial run clears the first one.
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, 250);
    return () => window.clearTimeout(timer);
  }, [loaded]);

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
        <Loader aria-label={t('invoice.print.preparing')} />
      </Center>
    );

  return (
    <>
      <div className={classes.toolbar}>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
        >
          {t('invoice.print.again')}
        </Button>
      </div>
      <div className={classes.document}>
        <InvoiceDocument reply={invoice.data} />
      </div>
    </>
  );
}
