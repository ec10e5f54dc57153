import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { OverviewPage } from '../../modules/monitoring/overview/overview-page';

export const Route = createFileRoute('/_app/home')({
  beforeLoad: () => requireAbility('read', 'Monitoring'),
  component: OverviewPage,
});
