import { ActionIcon } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PanelDrawer } from './panel-drawer';

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

/** An app's sidebar (to-do filters, mail folders) on narrow screens, at the start side. */
export function SidebarDrawer(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return <PanelDrawer {...props} edge="start" size="xs" />;
}
