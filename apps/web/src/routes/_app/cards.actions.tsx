import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { ActionsCardsPage } from '../../modules/dashboard/cards-pages/actions-cards-page';

export const Route = createFileRoute('/_app/cards/actions')({
  beforeLoad: () => requireAbility('read', 'Dashboard'),
  component: ActionsCardsPage,
});
