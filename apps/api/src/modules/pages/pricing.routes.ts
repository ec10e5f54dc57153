import { createRoute } from '@hono/zod-openapi';
import { type PricingPlanKey, pricingReplySchema } from '@beacon/contract/pages';
import { requires } from '../../lib/guard';
import { callerLanguage } from '../../lib/language';
import { bearerSecurity, guardedReplies, json } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import type { PlanOf } from './pages.deps';
import { pricingIn } from './pricing.i18n';

const pricingRoute = createRoute({
  tags: ['Pages'],
  security: bearerSecurity,
  method: 'get',
  path: '/pricing/data',
  summary: 'The pricing plans, their questions, and the caller’s current plan',
  description:
    'Prices are numbers in US dollars. `currentPlan` is the plan of the signed-in account. Titles, subtitles, benefits and questions are written in the first language of `Accept-Language` among en, fr, de, pt and ar; English otherwise.',
  middleware: [requires('read', 'Page')] as const,
  responses: { 200: json(pricingReplySchema, 'The plans'), ...guardedReplies },
});

/**
 * Accounts carry the users list's plans (basic, team, company, enterprise); the page has three.
 * Team and company are the page's "small to medium businesses", so Standard; enterprise is
 * Enterprise; basic, and anything unknown, is the free Basic.
 */
export function pricingPlanOf(accountPlan: string | undefined): PricingPlanKey {
  if (accountPlan === 'team' || accountPlan === 'company') return 'standard';
  if (accountPlan === 'enterprise') return 'enterprise';
  return 'basic';
}

export function pricingRoutes({ planOf }: { planOf: PlanOf }) {
  return createRouter().openapi(pricingRoute, async (c) => {
    const currentPlan = pricingPlanOf(await planOf(c.var.db, c.var.principal.id));
    const { plans, qandA } = pricingIn(callerLanguage(c));
    return c.json({ ...plans, qandA, currentPlan }, 200);
  });
}
