import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLayout } from '../layout/layout-store';
import { Navbar } from '../navbar/navbar';
import { HiddenNavbarControls } from './hidden-navbar-controls';
import classes from './layout.module.css';
import { FixedHeader, PageAndFooter, StickyFooter, footerSlot } from './shell-bars';
import { ShellOverlays } from './shell-overlays';
import { MAIN_ID, SkipLink } from './skip-link';
import { VerticalNavbar } from './vertical-navbar';

const BAR = 64;
const FLOAT_GAP = 12;

/**
 * Menu column on the start side, navbar over the page (sticky, floating, static or hidden),
 * footer (sticky, static or hidden). Below the `sm` breakpoint the menu lives in a drawer.
 */
export function VerticalLayout({ children }: { children: ReactNode }) {
  const { menuCollapsed, menuHidden, navbarType, footerType, skin } = useLayout(
    useShallow((state) => ({
      menuCollapsed: state.menuCollapsed,
      menuHidden: state.menuHidden,
      navbarType: state.navbarType,
      footerType: state.footerType,
      skin: state.skin,
    })),
  );
  const fixedHeader = navbarType === 'sticky' || navbarType === 'floating';
  const floating = navbarType === 'floating';
  return (
    <AppShell
      layout="alt"
      padding={0}
      withBorder={skin === 'bordered' || skin === 'dark'}
      header={{ height: floating ? BAR + FLOAT_GAP : BAR, collapsed: !fixedHeader }}
      navbar={{
        width: menuCollapsed ? 80 : 260,
        breakpoint: 'sm',
        collapsed: { mobile: true, desktop: menuHidden },
      }}
      footer={footerSlot(footerType)}
    >
      <SkipLink />
      {fixedHeader && (
        <FixedHeader floating={floating} skin={skin}>
          <Navbar
            alwaysShowMenuToggle={menuHidden}
            className={floating ? `${classes.floatingCard} ${classes.barHeight}` : undefined}
          />
        </FixedHeader>
      )}
      <VerticalNavbar />
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {navbarType === 'static' && (
          <Navbar alwaysShowMenuToggle={menuHidden} className={classes.staticHeader} />
        )}
        <PageAndFooter footerType={footerType}>{children}</PageAndFooter>
      </AppShell.Main>
      <StickyFooter footerType={footerType} />
      {navbarType === 'hidden' && <HiddenNavbarControls menuHidden={menuHidden} />}
      <ShellOverlays />
    </AppShell>
  );
}
