import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { StatisticsCardsPage } from '../../modules/dashboard/statistics-cards/statistics-cards-page';

export const Route = createFileRoute('/_app/cards/statistics')({
  beforeLoad: () => requireAbility('read', 'Dashboard'),
  component: StatisticsCardsPage,
});
