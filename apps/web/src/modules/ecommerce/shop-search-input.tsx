import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopSearch } from './use-shop-search';

/**
 * "Search Product": writes `q` to the URL 300 ms after the last keystroke (replacing the history
 * entry) and follows the URL when something else changes it (Back, a link).
 */
export function ShopSearchInput() {
  const { t } = useTranslation();
  const [search, update] = useShopSearch();
  const [value, setValue] = useState(search.q);
  // The last q this box sent: a URL q that differs came from elsewhere and replaces the text.
  const [sent, setSent] = useState(search.q);
  if (search.q !== sent) {
    setSent(search.q);
    setValue(search.q);
  }
  const send = useDebouncedCallback((text: string) => {
    const q = text.trim();
    setSent(q);
    update({ q }, { replace: true });
  }, 300);
  return (
    <TextInput
      aria-label={t('ecommerce.shop.search')}
      placeholder={t('ecommerce.shop.search')}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      maxLength={100}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
    />
  );
}
