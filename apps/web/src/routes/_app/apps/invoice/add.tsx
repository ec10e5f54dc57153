import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../lib/guard';
import { InvoiceAddPage } from '../../../../modules/invoice/editor/invoice-add-page';

export const Route = createFileRoute('/_app/apps/invoice/add')({
  beforeLoad: () => requireAbility('create', 'Invoice'),
  component: InvoiceAddPage,
});
