import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orDefault } from '../../../lib/search-params';
import { billingPeriods } from '../../../modules/pages/pricing/billing-period';
import { PricingPage } from '../../../modules/pages/pricing/pricing-page';

// Monthly is the default and stays out of the address bar; a shared link can open the yearly prices.
const searchSchema = z.object({ period: orDefault(z.enum(billingPeriods), 'monthly') });

export const Route = createFileRoute('/_app/pages/pricing')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ period: 'monthly' })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: PricingPage,
});
