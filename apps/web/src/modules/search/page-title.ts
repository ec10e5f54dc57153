import { searchPages } from '@beacon/contract/search-pages';
import { useTranslation } from 'react-i18next';

const titleKeys = new Map(searchPages.map((page) => [page.id, page.titleKey]));

/** A page's title in the user's language; the API's English one for a page this app version lacks. */
export function usePageTitle() {
  const { t } = useTranslation();
  return (page: { id: number; title: string }) => {
    const key = titleKeys.get(page.id);
    return key ? t(key, { defaultValue: page.title }) : page.title;
  };
}

/** Lower case without accents, so "parametres" finds "Paramètres" and "INVO" finds "Invoice". */
export const folded = (text: string, language: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language);

/** Whether a (translated) title contains the query, as the person typed it. */
export const titleMatches = (title: string, query: string, language: string) =>
  folded(title, language).includes(folded(query.trim(), language));
