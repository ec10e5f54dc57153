import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../lib/guard';
import { InvoiceEditPage } from '../../../../modules/invoice/editor/invoice-edit-page';

export const Route = createFileRoute('/_app/apps/invoice/edit/$id')({
  beforeLoad: () => requireAbility('update', 'Invoice'),
  component: InvoiceEditPage,
});
