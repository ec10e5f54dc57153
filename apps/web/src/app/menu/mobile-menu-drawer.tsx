import { Drawer } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Brand } from '../brand';
import { useLayout } from '../layout/layout-store';
import { darkIsland } from '../layout/semi-dark';
import { VerticalMenu } from './vertical-menu';

/**
 * The menu as a drawer from the start side: on small screens in both layouts, and on any screen
 * while the vertical menu is hidden. Following a link closes it.
 */
export function MobileMenuDrawer() {
  const { t } = useTranslation();
  const opened = useLayout((state) => state.mobileMenuOpen);
  const setOpen = useLayout((state) => state.setMobileMenuOpen);
  const semiDark = useLayout((state) => state.skin === 'semi-dark');
  const island = darkIsland(semiDark);
  const close = () => setOpen(false);
  // Loaded on demand (shell-overlays.tsx): mounted closed, then opened, as the customizer.
  const mounted = useMounted();
  return (
    <Drawer
      opened={opened && mounted}
      onClose={close}
      // The start side; Mantine mirrors "left" in RTL itself.
      position="left"
      size={280}
      padding={0}
      title={<Brand />}
      closeButtonProps={{ 'aria-label': t('app.menu.close') }}
      classNames={{ content: island.className, header: island.className }}
      attributes={{
        content: semiDark ? { 'data-mantine-color-scheme': 'dark' } : {},
      }}
      styles={{ header: { paddingInline: 'var(--mantine-spacing-lg)' } }}
    >
      <VerticalMenu expanded onNavigate={close} />
    </Drawer>
  );
}
