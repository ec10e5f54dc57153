import { Drawer, useDirection } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CalendarFiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The sidebar, shown here on narrow screens. */
  children: ReactNode;
}

/**
 * The sidebar as a drawer on narrow screens, from the start side where the sidebar sits. Loaded
 * when first opened, as the event drawer is: Mantine's drawer is too heavy for the first view.
 */
export function CalendarFiltersDrawer(props: CalendarFiltersDrawerProps) {
  const { opened, onClose, children } = props;
  const { t } = useTranslation();
  const { dir } = useDirection();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'right' : 'left'}
      size="xs"
      title={t('calendar.sidebar.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Drawer>
  );
}
