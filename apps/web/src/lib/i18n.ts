import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
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
  document.documentElement.lang = lng;
});

void i18n
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: initial,
    fallbackLng: 'en',
    supportedLngs: languages.map((l) => l.code),
    backend: { loadPath: '/assets/data/locales/{{lng}}.json' },
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
  });

export default i18n;
