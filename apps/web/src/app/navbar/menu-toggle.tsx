import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../layout/layout-store';
import { wantOn, wantOverlay } from '../layouts/deferred-overlays';
import { NavbarButton } from './navbar-button';

/** Opens the menu drawer: on small screens, and on any screen while the menu is hidden. */
export function MenuToggle({ hiddenFrom }: { hiddenFrom?: 'sm' }) {
  const { t } = useTranslation();
  const open = useLayout((state) => state.mobileMenuOpen);
  const setOpen = useLayout((state) => state.setMobileMenuOpen);
  return (
    <NavbarButton
      hiddenFrom={hiddenFrom}
      aria-label={t('app.navbar.openMenu')}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...wantOn('mobileMenu')}
      onClick={() => {
        wantOverlay('mobileMenu');
        setOpen(true);
      }}
    >
      <IconMenu2 size={22} stroke={1.7} aria-hidden />
    </NavbarButton>
  );
}
