import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'pt', label: 'Português' },
  { code: 'ar', label: 'العربية' },
] as const;
export type Language = (typeof languages)[number]['code'];

const STORAGE_KEY = 'language';
const stored = localStorage.getItem(STORAGE_KEY);
const initial = languages.some((l) => l.code === stored) ? (stored as Language) : 'en';

/** Arabic reads right to left; the layout follows the language unless the user flips it. */
export const isRtlLanguage = (lng: string) => lng === 'ar';

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(STORAGE_KEY, lng);
  // No document when the build prerenders the sign-in pages (entry/prerender.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/**
 * One file per language, all areas merged (locales-plugin.ts); index.html preloads the current one.
 * A failed fetch is retried by i18next (`true`); a missing file is not.
 */
const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, _namespace, callback) => {
    fetch(`/assets/data/locales/${lng}.json`).then(
      async (response) => {
        if (response.ok) callback(null, (await response.json()) as Record<string, unknown>);
        else callback(new Error(`${lng}.json: ${response.status}`), response.status >= 500);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/** Settles once the current language's strings are in (or their fetch has failed for good). */
export const i18nReady = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: initial,
    fallbackLng: 'en',
    supportedLngs: languages.map((l) => l.code),
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
  });

export default i18n;
