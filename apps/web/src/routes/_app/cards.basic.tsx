import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { BasicCardsPage } from '../../modules/dashboard/cards-pages/basic-cards-page';

export const Route = createFileRoute('/_app/cards/basic')({
  beforeLoad: () => requireAbility('read', 'Dashboard'),
  component: BasicCardsPage,
});
