import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { blogSearchMax } from '@beacon/contract/blog-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The sidebar's search away from the list: Enter opens the list with that search. */
export function SidebarSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate({ to: '/pages/blog/list', search: { q: value.trim() } });
      }}
    >
      <TextInput
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        label={t('blog.search.label')}
        placeholder={t('blog.search.placeholder')}
        maxLength={blogSearchMax}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    </form>
  );
}
