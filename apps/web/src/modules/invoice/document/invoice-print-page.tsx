import { Box, Button } from '@mantine/core';
import type { InvoiceReply } from '@beacon/contract/invoice';
import { IconPrinter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { parseInvoiceId } from '../invoice-id';
import { InvoiceDocument } from './invoice-document';
import { InvoiceLoader } from './invoice-loader';
import { InvoiceNotFound } from '../invoice-not-found';
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
  return (
    <InvoiceLoader id={id} loadingLabel={t('invoice.print.preparing')}>
      {(reply) => <PrintSheet reply={reply} />}
    </InvoiceLoader>
  );
}

/** The loaded invoice on its sheet; it asks for the print dialog once, when it first shows. */
function PrintSheet({ reply }: { reply: InvoiceReply }) {
  const { t } = useTranslation();
  const printed = useRef(false);

  useEffect(() => {
    if (printed.current) return;
    // A moment for the page to paint (the logo, the fonts) before the dialog freezes it.
    // Marked inside the timer: StrictMode's trial run clears the first one.
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, 250);
    return () => window.clearTimeout(timer);
  }, []);

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
        <InvoiceDocument reply={reply} />
      </div>
    </>
  );
}
