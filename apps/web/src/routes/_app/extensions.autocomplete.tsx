import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { AutocompletePage } from '../../modules/dashboard/autocomplete/autocomplete-page';

export const Route = createFileRoute('/_app/extensions/autocomplete')({
  beforeLoad: () => requireAbility('read', 'Dashboard'),
  component: AutocompletePage,
});
