import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../lib/guard';
import { InvoicePreviewPage } from '../../../../modules/invoice/document/invoice-preview-page';

export const Route = createFileRoute('/_app/apps/invoice/preview/$id')({
  beforeLoad: () => requireAbility('read', 'Invoice'),
  component: InvoicePreviewPage,
});
