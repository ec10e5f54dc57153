import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../layout/layout-store';
import { wantOn, wantOverlay } from '../layouts/deferred-overlays';
import { NavbarButton } from './navbar-button';

export function CustomizerButton() {
  const { t } = useTranslation();
  const open = useLayout((state) => state.customizerOpen);
  const setOpen = useLayout((state) => state.setCustomizerOpen);
  return (
    <NavbarButton
      aria-label={t('app.navbar.customize')}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...wantOn('customizer')}
      onClick={() => {
        wantOverlay('customizer');
        setOpen(true);
      }}
    >
      <IconAdjustmentsHorizontal size={20} stroke={1.7} aria-hidden />
    </NavbarButton>
  );
}
