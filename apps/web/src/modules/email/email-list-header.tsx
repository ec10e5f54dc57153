import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidebarButton } from '../../components/sidebar-drawer';
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
      <SidebarButton label={t('email.sidebar.open')} onClick={onOpenSidebar} />
      <UrlSearchInput
        q={view.search.q}
        // A new search starts on its first page: a cursor names a place in another list.
        onSearch={(q) => view.update({ q, page: 1, cursor: undefined }, { replace: true })}
        aria-label={t('email.list.search')}
        placeholder={t('email.list.search')}
        type="search"
        style={{ flex: 1 }}
      />
    </Group>
  );
}
