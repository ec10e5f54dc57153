import { type Dictionary, type Language, isLanguage, loadDictionary, swapTexts } from './texts';

/** The prerendered page this entry works, and the words it shows now. */
export interface Page {
  root: HTMLElement;
  language: Language;
  dictionary: Promise<Dictionary>;
}

/** JSON under `key`, as app/layout/layout-storage.ts keeps the skin and direction. */
function stored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

function keep(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled (private mode): the choice lasts for this visit.
  }
}

const html = () => document.documentElement;

/**
 * The direction, and with it the arrow back to the sign-in page, which points to the start of the
 * line (the React page draws the other chevron in RTL; the build drew the LTR one).
 */
function applyDirection(root: HTMLElement, rtl: boolean): void {
  html().dir = rtl ? 'rtl' : 'ltr';
  for (const arrow of root.querySelectorAll<SVGElement>('.tabler-icon-chevron-left'))
    arrow.style.transform = rtl ? 'scaleX(-1)' : '';
}

/** The skin: Mantine's colour scheme (only "dark" is dark) and the skin rules' attribute. */
function applySkin(skin: string): void {
  html().dataset.skin = skin;
  html().setAttribute('data-mantine-color-scheme', skin === 'dark' ? 'dark' : 'light');
  const toggle = document.querySelector('[data-guest-skin]');
  toggle?.setAttribute('aria-pressed', String(skin === 'dark'));
}

/** The stored language, skin and direction put on the page (prerendered in English, light, LTR). */
export async function applyStored(root: HTMLElement): Promise<Page> {
  let language: Language = 'en';
  try {
    const chosen = localStorage.getItem('language');
    if (isLanguage(chosen)) language = chosen;
  } catch {
    // No storage: English.
  }
  const skin = stored('skin');
  if (typeof skin === 'string') applySkin(skin);
  const rtl = stored('direction');
  if (typeof rtl === 'boolean') applyDirection(root, rtl);
  const dictionary = loadDictionary(language);
  const page: Page = { root, language, dictionary };
  if (language !== 'en') {
    // The page waits hidden for its words (prerender-plugin.ts's guard); English if they fail.
    await dictionary.then((words) => swapTexts(root, words)).catch(() => undefined);
    html().lang = language;
  }
  selectLanguage(language);
  return page;
}

function selectLanguage(language: Language) {
  const select = document.querySelector('[data-guest-language]');
  if (select instanceof HTMLSelectElement) select.value = language;
}

/** The language picker and the dark skin toggle, as GuestLayout's do it in the app. */
export function workChoices(page: Page): void {
  const select = document.querySelector('[data-guest-language]');
  select?.addEventListener('change', () => {
    if (!(select instanceof HTMLSelectElement) || !isLanguage(select.value)) return;
    const language = select.value;
    const dictionary = loadDictionary(language);
    void dictionary.then(
      (words) => {
        page.language = language;
        page.dictionary = dictionary;
        swapTexts(page.root, words);
        html().lang = language;
        // Arabic reads right to left, as the app's language menu sets it.
        applyDirection(page.root, language === 'ar');
        keep('language', language);
        keep('direction', JSON.stringify(language === 'ar'));
      },
      // Not reachable: the picker shows the language still in use.
      () => selectLanguage(page.language),
    );
  });
  const toggle = document.querySelector('[data-guest-skin]');
  toggle?.addEventListener('click', () => {
    const skin = toggle.getAttribute('aria-pressed') === 'true' ? 'light' : 'dark';
    applySkin(skin);
    keep('skin', JSON.stringify(skin));
  });
}
