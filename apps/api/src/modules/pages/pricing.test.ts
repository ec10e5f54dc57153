import type { PricingReply } from '@beacon/contract/pages';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { pricingTranslations } from './pricing.i18n';
import { pricingPlanOf } from './pricing.routes';
import { pricingPlans, pricingQuestions } from './pricing.samples';

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

  it('gives the three plans as numbers, Standard popular, and three questions', async () => {
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

  it('answers in the caller’s language: French words, the same prices; English for others', async () => {
    const token = await t.tokenOf('admin');
    const inLanguage = async (language: string) => {
      const reply = await t.call<PricingReply>('GET', '/pricing/data', {
        token,
        headers: { 'accept-language': language },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.headers.get('vary') ?? '').toMatch(/accept-language/i);
      return reply.body;
    };
    const english = await pricing(token);
    const french = await inLanguage('fr-CA,fr;q=0.9,en;q=0.5');
    expect(
      [french.basicPlan, french.standardPlan, french.enterprisePlan].map((p) => p.title),
    ).toEqual(['Basique', 'Standard', 'Entreprise']);
    expect(french.standardPlan).toMatchObject({
      subtitle: 'Pour les petites et moyennes entreprises',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      popular: true,
      img: english.standardPlan.img,
    });
    expect(french.basicPlan.planBenefits[0]).toBe('100 réponses par mois');
    expect(french.qandA.map((q) => q.question)).toContain('Puis-je changer de formule plus tard ?');
    expect(french.currentPlan).toBe(english.currentPlan);

    expect((await inLanguage('ar')).enterprisePlan.title).toBe('خطة المؤسسات');
    expect((await inLanguage('pt-PT')).standardPlan.title).toBe('Padrão');
    expect(await inLanguage('es')).toEqual(english);
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

describe('the pricing copy', () => {
  it.each(['fr', 'de', 'pt', 'ar'] as const)('has every benefit and question in %s', (language) => {
    const words = pricingTranslations[language];
    for (const key of ['basicPlan', 'standardPlan', 'enterprisePlan'] as const) {
      expect(words.plans[key].planBenefits, key).toHaveLength(
        pricingPlans[key].planBenefits.length,
      );
      expect(words.plans[key].subtitle).not.toBe(pricingPlans[key].subtitle);
    }
    expect(words.qandA).toHaveLength(pricingQuestions.length);
    words.qandA.forEach((entry, index) =>
      expect(entry.question).not.toBe(pricingQuestions[index]?.question),
    );
  });
});
