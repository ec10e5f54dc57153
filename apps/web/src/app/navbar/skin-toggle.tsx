import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../layout/layout-store';
import { NavbarButton } from './navbar-button';

/** The navbar's moon/sun: dark from any light skin, back to light from dark. */
export function SkinToggle() {
  const { t } = useTranslation();
  const dark = useLayout((state) => state.skin === 'dark');
  const update = useLayout((state) => state.update);
  return (
    <NavbarButton
      aria-label={t(dark ? 'app.navbar.lightSkin' : 'app.navbar.darkSkin')}
      onClick={() => update({ skin: dark ? 'light' : 'dark' })}
    >
      {dark ? (
        <IconSun size={20} stroke={1.7} aria-hidden />
      ) : (
        <IconMoon size={20} stroke={1.7} aria-hidden />
      )}
    </NavbarButton>
  );
}
