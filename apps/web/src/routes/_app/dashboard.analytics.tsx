import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { AnalyticsDashboardPage } from '../../modules/dashboard/dashboards/analytics-dashboard-page';

export const Route = createFileRoute('/_app/dashboard/analytics')({
  beforeLoad: () => requireAbility('read', 'Dashboard'),
  component: AnalyticsDashboardPage,
});
