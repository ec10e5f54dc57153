import { useTranslation } from 'react-i18next';
import { UrlSearchInput } from '../../components/url-search-input';
import { useShopSearch } from './use-shop-search';

/** "Search Product", debounced into the shop's URL. */
export function ShopSearchInput() {
  const { t } = useTranslation();
  const [search, update] = useShopSearch();
  return (
    <UrlSearchInput
      q={search.q}
      onSearch={(q) => update({ q }, { replace: true })}
      aria-label={t('ecommerce.shop.search')}
      placeholder={t('ecommerce.shop.search')}
      type="search"
    />
  );
}
