import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PanelDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The end edge (the right in left-to-right languages) for a form; the start for a sidebar. */
  edge?: 'start' | 'end';
  size?: 'xs' | 'md';
}

/**
 * A side panel holding a form (add a user or an event, send an invoice, add a payment or a
 * client), or an app's sidebar on a narrow screen. Its content mounts afresh each time it opens
 * (closed drawers unmount).
 */
export function PanelDrawer(props: PanelDrawerProps) {
  const { opened, onClose, title, children, edge = 'end', size = 'md' } = props;
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine mirrors left and right in a right-to-left page: they name the start and the end.
      position={edge === 'end' ? 'right' : 'left'}
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Drawer>
  );
}
