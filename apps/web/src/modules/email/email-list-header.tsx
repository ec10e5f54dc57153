import { ActionIcon, Group } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UrlSearchInput } from '../../components/url-search-input';
import type { EmailViewState } from './use-email-view';

interface EmailListHeaderProps {
  view: EmailViewState;
  /** Opens the sidebar as a drawer (narrow screens only show this button). */
  onOpenSidebar: () => void;
}

/** Above the list: the sidebar button (narrow screens) and "Search email". */
export function EmailListHeader({ view, onOpenSidebar }: EmailListHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" p="sm">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        hiddenFrom="md"
        onClick={onOpenSidebar}
        aria-label={t('email.sidebar.open')}
      >
        <IconMenu2 size={18} aria-hidden />
      </ActionIcon>
      <UrlSearchInput
        q={view.search.q}
        // A new search starts on its first page.
        onSearch={(q) => view.update({ q, page: 1 }, { replace: true })}
        aria-label={t('email.list.search')}
        placeholder={t('email.list.search')}
        type="search"
        style={{ flex: 1 }}
      />
    </Group>
  );
}
