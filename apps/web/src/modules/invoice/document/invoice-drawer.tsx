import { Drawer, useDirection } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface InvoiceDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The preview's side panels (Send Invoice, Add Payment). They open at the end edge, the right in
 * left-to-right languages, and their form mounts afresh each time (closed drawers unmount).
 */
export function InvoiceDrawer({ opened, onClose, title, children }: InvoiceDrawerProps) {
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
