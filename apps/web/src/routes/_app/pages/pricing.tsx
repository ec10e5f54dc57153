import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { oneOf, orDefault, searchOf } from '../../../lib/search-params';
import { billingPeriods } from '../../../modules/pages/pricing/billing-period';
import { PricingPage } from '../../../modules/pages/pricing/pricing-page';

// Monthly is the default and stays out of the address bar; a shared link can open the yearly prices.
const validateSearch = searchOf({ period: orDefault(oneOf(billingPeriods), 'monthly') });

export const Route = createFileRoute('/_app/pages/pricing')({
  validateSearch,
  search: { middlewares: [stripSearchParams({ period: 'monthly' })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: PricingPage,
});
