import { ActionIcon, Drawer, useDirection } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The button that opens an app's sidebar as a drawer; only narrow screens show it. */
export function SidebarButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      hiddenFrom="md"
      onClick={onClick}
      aria-label={label}
    >
      <IconMenu2 size={18} aria-hidden />
    </ActionIcon>
  );
}

interface SidebarDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** An app's sidebar (to-do filters, mail folders) on narrow screens, at the start side. */
export function SidebarDrawer({ opened, onClose, title, children }: SidebarDrawerProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="xs"
      // The start side: the left, or the right in RTL.
      position={dir === 'rtl' ? 'right' : 'left'}
    >
      {children}
    </Drawer>
  );
}
