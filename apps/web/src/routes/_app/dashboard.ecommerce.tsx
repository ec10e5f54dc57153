import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { EcommerceDashboardPage } from '../../modules/dashboard/dashboards/ecommerce-dashboard-page';

export const Route = createFileRoute('/_app/dashboard/ecommerce')({
  beforeLoad: () => requireAbility('read', 'Dashboard'),
  component: EcommerceDashboardPage,
});
