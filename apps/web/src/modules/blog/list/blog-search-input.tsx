import { UrlSearchInput } from '../../../components/url-search-input';
import { useTranslation } from 'react-i18next';
import { useBlogSearch } from './use-blog-search';

/** The sidebar's search on the list: the URL's `q`, sent as the reader types. */
export function BlogSearchInput() {
  const { t } = useTranslation();
  const [search, update] = useBlogSearch();
  return (
    <UrlSearchInput
      q={search.q}
      onSearch={(q) => update({ q }, { replace: true })}
      label={t('blog.search.label')}
      placeholder={t('blog.search.placeholder')}
      type="search"
    />
  );
}
