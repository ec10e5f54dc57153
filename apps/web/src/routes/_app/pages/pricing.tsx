import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { oneOf, searchWithDefaults } from '../../../lib/search-params';
import { billingPeriods } from '../../../modules/pages/pricing/billing-period';
import { PricingPage } from '../../../modules/pages/pricing/pricing-page';

// Monthly is the default and stays out of the address bar; a shared link can open the yearly prices.
const search = searchWithDefaults({ period: oneOf(billingPeriods) }, { period: 'monthly' });

export const Route = createFileRoute('/_app/pages/pricing')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Page'),
  component: PricingPage,
});
