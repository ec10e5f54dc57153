import type { PricingReply } from '@beacon/contract/pages';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { pricingPlanOf } from './pricing.routes';

describe('pricingPlanOf', () => {
  it('maps the accounts’ four plans onto the page’s three', () => {
    expect(pricingPlanOf('basic')).toBe('basic');
    expect(pricingPlanOf('team')).toBe('standard');
    expect(pricingPlanOf('company')).toBe('standard');
    expect(pricingPlanOf('enterprise')).toBe('enterprise');
    expect(pricingPlanOf(undefined)).toBe('basic');
    expect(pricingPlanOf('gold')).toBe('basic');
  });
});

describe.each(backends)('pricing on %s', (backend) => {
  const t = useTestApp(backend);
  const pricing = async (token: string) => {
    const reply = await t.call<PricingReply>('GET', '/pricing/data', { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };

  it('answers 401 without a token and 403 to the client', async () => {
    expect((await t.call('GET', '/pricing/data')).status).toBe(401);
    const client = await t.tokenOf('client');
    expect((await t.call('GET', '/pricing/data', { token: client })).status).toBe(403);
  });

  it('gives the three plans of SPEC §9 as numbers, Standard popular, and three questions', async () => {
    const reply = await pricing(await t.tokenOf('admin'));
    const { basicPlan, standardPlan, enterprisePlan } = reply;
    expect([basicPlan, standardPlan, enterprisePlan].map((p) => p.title)).toEqual([
      'Basic',
      'Standard',
      'Enterprise',
    ]);
    expect(basicPlan).toMatchObject({
      subtitle: 'A simple start for everyone',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      popular: false,
    });
    expect(standardPlan).toMatchObject({
      subtitle: 'For small to medium businesses',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      popular: true,
    });
    expect(enterprisePlan).toMatchObject({
      subtitle: 'Solution for big organizations',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      popular: false,
    });
    for (const plan of [basicPlan, standardPlan, enterprisePlan]) {
      expect(plan.planBenefits).toHaveLength(5);
      expect(plan.img).toMatch(/^data:image\/svg\+xml,/);
    }
    expect(reply.qandA).toHaveLength(3);
    for (const { question, ans } of reply.qandA) expect(question && ans).toBeTruthy();
  });

  it('marks the signed-in account’s plan: enterprise for the demo admin, basic when new', async () => {
    expect((await pricing(await t.tokenOf('admin'))).currentPlan).toBe('enterprise');
    const fresh = await t.signUp('pricing_fresh');
    expect((await pricing(fresh.token)).currentPlan).toBe('basic');
  });

  it('shows a company account Standard', async () => {
    const added = await t.call('POST', '/apps/roles/users', {
      token: await t.tokenOf('admin'),
      body: {
        username: 'pricing_company',
        email: 'pricing_company@example.com',
        password: 'password-1234',
        fullName: 'Company Person',
        role: 'admin',
        currentPlan: 'company',
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const { accessToken } = await t.login({
      email: 'pricing_company@example.com',
      password: 'password-1234',
    });
    expect((await pricing(accessToken)).currentPlan).toBe('standard');
  });
});
