import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { EcommerceDashboardPage } from '../../modules/dashboard/dashboards/ecommerce-dashboard-page';
import { prefetchEcommerceDashboard } from '../../modules/dashboard/dashboards/ecommerce-dashboard.prefetch';

export const Route = createFileRoute('/_app/dashboard/ecommerce')({
  beforeLoad: () => requireAbility('read', 'Dashboard'),
  // Not awaited: the page draws at once, and its cards take the answers as they come.
  loader: ({ context }) => prefetchEcommerceDashboard(context.queryClient),
  component: EcommerceDashboardPage,
});
