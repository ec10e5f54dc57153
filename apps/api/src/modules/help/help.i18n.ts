import type { ContentLanguage, TranslatedLanguage } from '../../lib/language';
import type { HelpTranslation } from './i18n/types';

// Each language's copy is its own chunk, loaded when first asked for: the API in the browser (mock
// mode) starts without the four translations, and most visitors read one language.
const loaders: Record<TranslatedLanguage, () => Promise<HelpTranslation>> = {
  fr: () => import('./i18n/fr').then((m) => m.fr),
  de: () => import('./i18n/de').then((m) => m.de),
  pt: () => import('./i18n/pt').then((m) => m.pt),
  ar: () => import('./i18n/ar').then((m) => m.ar),
};

const loaded = new Map<TranslatedLanguage, Promise<HelpTranslation>>();

/** The help copy in `language`; null for English, which is the source itself. */
export function helpTranslation(language: ContentLanguage): Promise<HelpTranslation | null> {
  if (language === 'en') return Promise.resolve(null);
  let translation = loaded.get(language);
  if (!translation) {
    translation = loaders[language]();
    // A failed load is tried again by the next request rather than remembered.
    translation.catch(() => loaded.delete(language));
    loaded.set(language, translation);
  }
  return translation;
}
