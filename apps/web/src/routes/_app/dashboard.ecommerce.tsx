import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { EcommerceDashboardPage } from '../../modules/dashboard/dashboards/ecommerce-dashboard-page';
import { prefetchEcommerceDashboard } from '../../modules/dashboard/dashboards/ecommerce-dashboard.prefetch';

export const Route = createFileRoute('/_app/dashboard/ecommerce')({
  beforeLoad: () => requireAbility('read', 'Dashboard'),
  // Resolves once the requests have left, not with their answers: the cards take those as they come.
  loader: ({ context }) => prefetchEcommerceDashboard(context.queryClient),
  component: EcommerceDashboardPage,
});
