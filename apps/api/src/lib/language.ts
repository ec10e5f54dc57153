import type { Context } from 'hono';

/** The languages the product's own copy is written in; English is the source and the fallback. */
export const contentLanguages = ['en', 'fr', 'de', 'pt', 'ar'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
export type TranslatedLanguage = Exclude<ContentLanguage, 'en'>;

const isContentLanguage = (tag: string): tag is ContentLanguage =>
  (contentLanguages as readonly string[]).includes(tag);

/**
 * The first language of an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.5") that the copy is
 * written in, by the caller's preference; English when there is none. A region ("pt-BR") is read
 * as its language: one Portuguese serves both.
 */
export function languageOf(header: string | undefined): ContentLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((entry) => entry.weight > 0 && isContentLanguage(entry.language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = ranked[0]?.language;
  return first !== undefined && isContentLanguage(first) ? first : 'en';
}

/** The caller's language for a reply whose text depends on it (the reply says so to caches). */
export function callerLanguage(c: Context): ContentLanguage {
  c.header('vary', 'Accept-Language', { append: true });
  return languageOf(c.req.header('accept-language'));
}
