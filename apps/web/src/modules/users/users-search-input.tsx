import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsersSearch } from './use-users-search';

/**
 * The list's search box. It writes `q` to the URL 300 ms after the last keystroke (replacing the
 * history entry, so Back leaves the list rather than undoing letters) and follows the URL when
 * something else changes it (Back, a link).
 */
export function UsersSearchInput() {
  const { t } = useTranslation();
  const [search, update] = useUsersSearch();
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
      label={t('users.list.search')}
      placeholder={t('users.list.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      maxLength={100}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
