import type { CSSProperties, ReactNode } from 'react';
import { useLayout } from '../layout/layout-store';
import { CustomizerButton } from './customizer-button';
import { LanguageMenu } from './language-menu';
import { MenuToggle } from './menu-toggle';
import { ModuleNavbarItems } from './module-navbar-items';
import { navbarColorStyles } from './navbar-colors';
import classes from './navbar.module.css';
import { SkinToggle } from './skin-toggle';
import { UserMenu } from './user-menu';

interface Props {
  /** Shown after the menu toggle, e.g. the brand in the horizontal layout. */
  start?: ReactNode;
  /** Show the menu toggle on every screen size (menu hidden), not only on small ones. */
  alwaysShowMenuToggle?: boolean;
  className?: string;
}

/**
 * The navbar's bar, left to right: the menu toggle and the modules' controls
 * placed at the start (bookmarks), then the language, skin, the modules' other controls (quick
 * search, cart), the customizer and the user menu.
 */
export function Navbar({ start, alwaysShowMenuToggle = false, className }: Props) {
  const color = useLayout((state) => state.navbarColor);
  const { bg, on } = navbarColorStyles[color];
  return (
    <div
      className={className ? `${classes.bar} ${className}` : classes.bar}
      data-on-color={on ?? undefined}
      style={{ '--beacon-navbar-bg': bg } as CSSProperties}
    >
      <div className={classes.start}>
        <MenuToggle hiddenFrom={alwaysShowMenuToggle ? undefined : 'sm'} />
        {start}
        <ModuleNavbarItems placement="start" />
      </div>
      <div className={classes.end}>
        <LanguageMenu />
        <SkinToggle />
        <ModuleNavbarItems />
        <CustomizerButton />
        <UserMenu />
      </div>
    </div>
  );
}
