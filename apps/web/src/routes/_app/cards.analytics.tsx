import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { AnalyticsCardsPage } from '../../modules/dashboard/analytics-cards/analytics-cards-page';

export const Route = createFileRoute('/_app/cards/analytics')({
  beforeLoad: () => requireAbility('read', 'Dashboard'),
  component: AnalyticsCardsPage,
});
