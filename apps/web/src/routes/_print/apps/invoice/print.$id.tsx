import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../lib/guard';
import { InvoicePrintPage } from '../../../../modules/invoice/document/invoice-print-page';

export const Route = createFileRoute('/_print/apps/invoice/print/$id')({
  beforeLoad: () => requireAbility('read', 'Invoice'),
  component: InvoicePrintPage,
});
