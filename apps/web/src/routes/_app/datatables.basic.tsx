import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { BasicPage } from '../../modules/datatables/basic/basic-page';

export const Route = createFileRoute('/_app/datatables/basic')({
  beforeLoad: () => requireAbility('read', 'DataTable'),
  component: BasicPage,
});
