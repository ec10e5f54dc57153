import { Affix, Paper } from '@mantine/core';
import { useLayout } from '../layout/layout-store';
import { CustomizerButton } from '../navbar/customizer-button';
import { MenuToggle } from '../navbar/menu-toggle';

/**
 * With the navbar hidden, the menu toggle (small screens) and the customizer would be out of
 * reach; they stay available in a small floating box so the user can always bring the bar back.
 */
export function HiddenNavbarControls({ menuHidden }: { menuHidden: boolean }) {
  const rtl = useLayout((state) => state.direction === 'rtl');
  return (
    <Affix position={rtl ? { top: 12, left: 12 } : { top: 12, right: 12 }} zIndex={150}>
      <Paper shadow="md" p={4} style={{ display: 'flex', gap: 4 }}>
        <MenuToggle hiddenFrom={menuHidden ? undefined : 'sm'} />
        <CustomizerButton />
      </Paper>
    </Affix>
  );
}
