import { faqCategoryKeys, kbCategorySlugs } from '@beacon/contract/help';
import { describe, expect, it } from 'vitest';
import { languageOf } from '../../lib/language';
import { faqCategories } from './help.faq';
import { helpTranslation } from './help.i18n';
import { englishKnowledgeBase as english } from './help.knowledge-base';

/** The tags of an HTML text in order: a translation keeps the English page's structure. */
const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];

describe.each(['fr', 'de', 'pt', 'ar'] as const)('the help copy in %s', (language) => {
  it('has every FAQ category and question, each written in the language', async () => {
    const translation = await helpTranslation(language);
    for (const key of faqCategoryKeys) {
      const words = translation?.faq[key];
      const source = faqCategories[key];
      expect(words?.qandA, key).toHaveLength(source.qandA.length);
      expect(words?.title, key).not.toBe(source.title);
      for (const [index, entry] of (words?.qandA ?? []).entries()) {
        expect(entry.question, `${key} ${index}`).toMatch(/[?؟.]$/);
        expect(entry.question).not.toBe(source.qandA[index]?.question);
        expect(entry.ans.length).toBeGreaterThan(40);
      }
    }
  });

  it('has every knowledge-base category, group and question page, with the same markup', async () => {
    const translation = await helpTranslation(language);
    expect(Object.keys(translation?.knowledgeBase ?? {}).sort()).toEqual(
      [...kbCategorySlugs].sort(),
    );
    for (const source of english) {
      const words = translation?.knowledgeBase[source.category];
      expect(words?.title, source.category).not.toBe(source.title);
      expect(words?.groups, source.category).toHaveLength(source.groups.length);
      const slugs = source.groups.flatMap((group) => group.questions.map((q) => q.slug));
      expect(Object.keys(words?.questions ?? {}).sort(), source.category).toEqual(slugs.sort());
      for (const question of source.groups.flatMap((group) => group.questions)) {
        const page = words?.questions[question.slug];
        expect(page?.question, question.slug).not.toBe(question.question);
        expect(page?.content, question.slug).not.toBe(question.content);
        expect(tags(page?.content ?? ''), question.slug).toEqual(tags(question.content));
      }
    }
  });
});

describe('languageOf', () => {
  it('takes the first language the copy is written in, by preference', () => {
    expect(languageOf('fr')).toBe('fr');
    expect(languageOf('pt-BR,pt;q=0.9')).toBe('pt');
    expect(languageOf('es-ES,es;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(languageOf('en;q=0.5, ar')).toBe('ar');
    expect(languageOf('AR-eg')).toBe('ar');
  });

  it('falls back to English for none, an unknown language, a refusal or nonsense', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('es')).toBe('en');
    expect(languageOf('*')).toBe('en');
    expect(languageOf('fr;q=0')).toBe('en');
    expect(languageOf('fr;q=0.000, de;q=0')).toBe('en');
    expect(languageOf(';;,,')).toBe('en');
  });
});
