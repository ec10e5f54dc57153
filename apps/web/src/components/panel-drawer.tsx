import { Drawer, useDirection } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PanelDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A side panel holding a form (send an invoice, add a payment or a client). It opens at the end
 * edge, the right in left-to-right languages, and its content mounts afresh each time (closed
 * drawers unmount).
 */
export function PanelDrawer({ opened, onClose, title, children }: PanelDrawerProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="md"
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Drawer>
  );
}
