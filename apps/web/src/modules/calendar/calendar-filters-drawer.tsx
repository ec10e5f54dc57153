import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SidebarDrawer } from '../../components/sidebar-drawer';

interface CalendarFiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The sidebar, shown here on narrow screens. */
  children: ReactNode;
}

/**
 * The sidebar as a drawer on narrow screens. Loaded when first opened, as the event drawer is:
 * Mantine's drawer is too heavy for the first view.
 */
export function CalendarFiltersDrawer(props: CalendarFiltersDrawerProps) {
  const { t } = useTranslation();
  return <SidebarDrawer {...props} title={t('calendar.sidebar.title')} />;
}
