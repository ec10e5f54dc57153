import { useTranslation } from 'react-i18next';
import { UrlSearchInput } from '../../components/url-search-input';
import { useUsersSearch } from './use-users-search';

/** The users list's search box, debounced into the URL. */
export function UsersSearchInput() {
  const { t } = useTranslation();
  const [search, update] = useUsersSearch();
  return (
    <UrlSearchInput
      q={search.q}
      onSearch={(q) => update({ q }, { replace: true })}
      label={t('users.list.search')}
      placeholder={t('users.list.searchPlaceholder')}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
