import type { FaqReply, KbCategory, KbGroup, KbQuestionReply } from '@beacon/contract/help';
import { faqCategoryKeys, kbCategorySlugs } from '@beacon/contract/help';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

describe.each(backends)('FAQ and knowledge base on %s', (backend) => {
  const t = useTestApp(backend);
  const get = async <T>(path: string, expected = 200) => {
    const reply = await t.call<T>('GET', path, { token: await t.tokenOf('admin') });
    expect(reply.status, JSON.stringify(reply.body)).toBe(expected);
    return reply.body;
  };
  const faq = (query = '') => get<FaqReply>(`/faq/data${query}`);
  const counts = (reply: FaqReply) =>
    Object.fromEntries(faqCategoryKeys.map((key) => [key, reply[key].qandA.length]));

  it('answers 401 without a token and 403 to the client on every route', async () => {
    const paths = [
      '/faq/data',
      '/faq/data/knowledge_base',
      '/faq/data/category?category=api-questions',
      '/faq/data/question',
    ];
    const client = { token: await t.tokenOf('client') };
    for (const path of paths) {
      expect((await t.call('GET', path)).status, path).toBe(401);
      expect((await t.call('GET', path, client)).status, path).toBe(403);
    }
  });

  describe('GET /faq/data', () => {
    it('sends the five categories with 7/5/7/5/4 = 28 questions and their icons', async () => {
      const reply = await faq();
      expect(Object.keys(reply)).toEqual([...faqCategoryKeys]);
      expect(counts(reply)).toEqual({
        payment: 7,
        delivery: 5,
        cancellationReturn: 7,
        myOrders: 5,
        productServices: 4,
      });
      expect(
        Object.fromEntries(
          faqCategoryKeys.map((key) => [key, [reply[key].icon, reply[key].title]]),
        ),
      ).toEqual({
        payment: ['CreditCard', 'Payment'],
        delivery: ['ShoppingBag', 'Delivery'],
        cancellationReturn: ['RefreshCw', 'Cancellation & Return'],
        myOrders: ['Package', 'My Orders'],
        productServices: ['Settings', 'Product & Services'],
      });
      for (const key of faqCategoryKeys) {
        expect(reply[key].subtitle).not.toBe('');
        for (const entry of reply[key].qandA) {
          expect(entry.question).toMatch(/\?$|\.$/);
          expect(entry.ans.length).toBeGreaterThan(40);
        }
      }
    });

    it('matches q against the questions only, without case; "cancel" finds delivery 1 and cancellation 1', async () => {
      const cancel = await faq('?q=cancel');
      expect(counts(cancel)).toEqual({
        payment: 0,
        delivery: 1,
        cancellationReturn: 1,
        myOrders: 0,
        productServices: 0,
      });
      expect(cancel.delivery.qandA[0]?.question).toBe(
        'Can I cancel an order that has already shipped?',
      );
      expect(cancel.cancellationReturn.qandA[0]?.question).toBe('How do I cancel my order?');
      // Every category is still there, with its header, when nothing of it matches.
      expect(cancel.payment).toMatchObject({ icon: 'CreditCard', title: 'Payment', qandA: [] });
      expect(counts(await faq('?q=CANCEL'))).toEqual(counts(cancel));
      expect(counts(await faq('?q=%20%20cancel%20'))).toEqual(counts(cancel));
      // "Visa" is only in an answer, "Cancellation" only in a title: neither is searched.
      expect(Object.values(counts(await faq('?q=visa')))).toEqual([0, 0, 0, 0, 0]);
      expect(Object.values(counts(await faq('?q=Cancellation')))).toEqual([0, 0, 0, 0, 0]);
      expect(counts(await faq('?q=refund'))).toMatchObject({ cancellationReturn: 1 });
      expect(Object.values(counts(await faq('?q=%25')))).toEqual([0, 0, 0, 0, 0]);
      expect(Object.values(counts(await faq('?q=xyzzy')))).toEqual([0, 0, 0, 0, 0]);
      // An empty q is "no search".
      expect(Object.values(counts(await faq('?q=')))).toEqual([7, 5, 7, 5, 4]);
    });

    it('refuses a q over 100 characters with a field message', async () => {
      const body = await get(`/faq/data?q=${'a'.repeat(101)}`, 400);
      expect(body).toEqual({ error: { q: ['q must be at most 100 characters'] } });
    });
  });

  describe('GET /faq/data/knowledge_base', () => {
    it('lists the six categories with their ids, slugs, images, titles and descriptions', async () => {
      const reply = await get<KbCategory[]>('/faq/data/knowledge_base');
      expect(reply.map((c) => c.category)).toEqual([...kbCategorySlugs]);
      expect(reply.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(reply[0]).toEqual({
        id: 1,
        category: 'sales-automation',
        img: '/assets/images/knowledge-base/sales-automation.svg',
        title: 'Sales Automation',
        desc: expect.stringMatching(/\w/) as string,
      });
      expect(new Set(reply.map((c) => c.title)).size).toBe(6);
    });
  });

  describe('GET /faq/data/category', () => {
    const groupsOf = (category: string) =>
      get<KbGroup[]>(`/faq/data/category?category=${category}`);

    it('follows the category: each has question groups of its own', async () => {
      const seen = new Map<string, string>();
      for (const slug of kbCategorySlugs) {
        const groups = await groupsOf(slug);
        expect(groups.length, slug).toBeGreaterThanOrEqual(3);
        for (const group of groups) {
          expect(group.questions.length).toBeGreaterThanOrEqual(2);
          expect(group.iconColor).toMatch(/^text-/);
          for (const question of group.questions) {
            // A slug names one question in the whole knowledge base.
            expect(seen.get(question.slug), question.slug).toBeUndefined();
            seen.set(question.slug, slug);
          }
        }
      }
      const api = await groupsOf('api-questions');
      expect(api.map((g) => g.title)).toEqual([
        'Developer Applications',
        'Authentication',
        'Webhooks',
      ]);
      expect(api[0]).toMatchObject({ icon: 'Code', iconColor: 'text-primary' });
      expect(api[0]?.questions[0]).toMatchObject({
        question: 'Why was my developer application rejected?',
        slug: 'why-was-my-developer-application-rejected',
      });
      expect((await groupsOf('email-marketing')).map((g) => g.title)).toEqual([
        'Sending',
        'Deliverability',
        'Lists & Unsubscribes',
      ]);
    });

    it('sends the first category without one, and takes the slug in any case', async () => {
      expect(await get<KbGroup[]>('/faq/data/category')).toEqual(
        await groupsOf('sales-automation'),
      );
      expect(await get<KbGroup[]>('/faq/data/category?category=')).toEqual(
        await groupsOf('sales-automation'),
      );
      expect(await groupsOf('Personalization')).toEqual(await groupsOf('personalization'));
    });

    it('answers 404 for an unknown category and 400 for an over-long one', async () => {
      expect(await get('/faq/data/category?category=gardening', 404)).toEqual({
        error: 'No such knowledge-base category',
      });
      expect(await get(`/faq/data/category?category=${'x'.repeat(121)}`, 400)).toEqual({
        error: { category: ['category must be at most 120 characters'] },
      });
    });
  });

  describe('GET /faq/data/question', () => {
    const page = (query: string, expected = 200) =>
      get<KbQuestionReply>(`/faq/data/question${query}`, expected);

    it('sends the default question without parameters', async () => {
      const reply = await page('');
      expect(reply).toMatchObject({
        title: 'Why was my developer application rejected?',
        lastUpdated: '10 Dec 2023',
        category: 'api-questions',
        slug: 'why-was-my-developer-application-rejected',
      });
      expect(reply.content).toContain('<p>');
      expect(reply.relatedQuestions).toHaveLength(5);
    });

    it('sends each question its own page, its group’s questions first among the related', async () => {
      const groups = await get<KbGroup[]>('/faq/data/category?category=api-questions');
      const [first, second] = groups;
      const slug = second?.questions[1]?.slug ?? '';
      const reply = await page(`?category=api-questions&question=${slug}`);
      expect(reply.title).toBe(second?.questions[1]?.question);
      expect(reply.slug).toBe(slug);
      const related = reply.relatedQuestions.map((q) => q.slug);
      expect(related).toHaveLength(5);
      expect(related).not.toContain(slug);
      const ownGroup = (second?.questions ?? []).map((q) => q.slug).filter((s) => s !== slug);
      expect(related.slice(0, ownGroup.length)).toEqual(ownGroup);
      expect(related).toContain(first?.questions[0]?.slug);
      // Another question of another category has other content.
      const other = await page('?category=email-marketing&question=how-do-unsubscribes-work');
      expect(other.title).toBe('How do unsubscribes work?');
      expect(other.content).not.toBe(reply.content);
      expect(other.relatedQuestions.every((q) => q.id !== reply.relatedQuestions[0]?.id)).toBe(
        true,
      );
    });

    it('finds a question by slug alone, and a category alone gives its first question', async () => {
      expect((await page('?question=how-does-lead-scoring-work')).category).toBe(
        'marketing-automation',
      );
      const first = await page('?category=demand-generation');
      expect(first.slug).toBe('how-do-i-create-a-landing-page');
    });

    it('answers 404 for an unknown question, a question of another category or an unknown category', async () => {
      expect(await page('?category=api-questions&question=no-such-thing', 404)).toEqual({
        error: 'No such knowledge-base question',
      });
      await page('?category=sales-automation&question=how-do-unsubscribes-work', 404);
      await page('?question=no-such-thing', 404);
      expect(await page('?category=gardening&question=how-do-unsubscribes-work', 404)).toEqual({
        error: 'No such knowledge-base category',
      });
      await page(`?question=${'q'.repeat(121)}`, 400);
    });

    it('sends content in the sanitiser’s tags only', async () => {
      for (const slug of kbCategorySlugs) {
        const groups = await get<KbGroup[]>(`/faq/data/category?category=${slug}`);
        for (const question of groups.flatMap((g) => g.questions)) {
          const reply = await page(`?category=${slug}&question=${question.slug}`);
          const tags = [...reply.content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
          expect(
            tags.every((tag) => ['p', 'ul', 'ol', 'li', 'strong', 'code'].includes(tag ?? '')),
            question.slug,
          ).toBe(true);
          expect(reply.lastUpdated).toMatch(/^\d\d [A-Z][a-z]{2} \d{4}$/);
        }
      }
    });
  });

  describe('in the caller’s language', () => {
    const inLanguage = async <T>(path: string, language: string) => {
      const reply = await t.call<T>('GET', path, {
        token: await t.tokenOf('admin'),
        headers: { 'accept-language': language },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.headers.get('vary') ?? '', path).toMatch(/accept-language/i);
      return reply.body;
    };

    it('answers the FAQ in French, and searches the French questions', async () => {
      const reply = await inLanguage<FaqReply>('/faq/data', 'fr-FR,fr;q=0.9,en;q=0.8');
      expect(reply.payment).toMatchObject({ icon: 'CreditCard', title: 'Paiement' });
      expect(reply.cancellationReturn.title).toBe('Annulation et retour');
      expect(counts(reply)).toEqual(counts(await faq()));
      const found = await inLanguage<FaqReply>('/faq/data?q=ANNULER', 'fr');
      expect(found.delivery.qandA.map((e) => e.question)).toEqual([
        'Puis-je annuler une commande déjà expédiée ?',
      ]);
      expect(found.cancellationReturn.qandA.map((e) => e.question)).toEqual([
        'Comment annuler ma commande ?',
      ]);
    });

    it('answers the knowledge base in French with the same slugs and ids', async () => {
      const english = await get<KbCategory[]>('/faq/data/knowledge_base');
      const french = await inLanguage<KbCategory[]>('/faq/data/knowledge_base', 'fr');
      expect(french.map(({ id, category, img }) => ({ id, category, img }))).toEqual(
        english.map(({ id, category, img }) => ({ id, category, img })),
      );
      expect(french[0]?.title).toBe('Automatisation des ventes');

      const groups = await inLanguage<KbGroup[]>('/faq/data/category?category=api-questions', 'fr');
      expect(groups.map((g) => g.title)).toEqual([
        'Applications de développeur',
        'Authentification',
        'Webhooks',
      ]);
      expect(groups[1]?.questions[0]).toMatchObject({
        slug: 'how-do-i-get-an-api-key',
        question: 'Comment obtenir une clé d’API ?',
      });

      const question = await inLanguage<KbQuestionReply>(
        '/faq/data/question?category=api-questions&question=how-do-i-get-an-api-key',
        'fr',
      );
      expect(question).toMatchObject({
        title: 'Comment obtenir une clé d’API ?',
        lastUpdated: '08 Feb 2024',
        slug: 'how-do-i-get-an-api-key',
      });
      expect(question.content).toContain('Paramètres › Clés d’API');
      expect(question.relatedQuestions[0]?.question).toBe(
        'Comment remplacer une clé d’API divulguée ?',
      );
    });

    it('answers in Arabic, German and Portuguese too', async () => {
      const path = '/faq/data/knowledge_base';
      expect((await inLanguage<KbCategory[]>(path, 'ar'))[0]?.title).toBe('أتمتة المبيعات');
      expect((await inLanguage<KbCategory[]>(path, 'de'))[0]?.title).toBe(
        'Vertriebsautomatisierung',
      );
      expect((await inLanguage<FaqReply>('/faq/data', 'pt-BR')).delivery.title).toBe('Entrega');
    });

    it('falls back to English for a language the copy is not written in', async () => {
      expect(await inLanguage<FaqReply>('/faq/data', 'es-ES,es;q=0.9')).toEqual(await faq());
      const page = '/faq/data/question?category=api-questions&question=how-do-i-get-an-api-key';
      expect((await inLanguage<KbQuestionReply>(page, 'ja')).title).toBe(
        'How do I get an API key?',
      );
      expect((await inLanguage<KbCategory[]>('/faq/data/knowledge_base', 'xx'))[0]?.title).toBe(
        'Sales Automation',
      );
    });
  });
});
