import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLayout } from '../layout/layout-store';
import { HorizontalHeader } from './horizontal-header';
import classes from './layout.module.css';
import { FixedHeader, PageAndFooter, StickyFooter, footerSlot } from './shell-bars';
import { ShellOverlays } from './shell-overlays';
import { MAIN_ID, SkipLink } from './skip-link';

/** Brand, controls and the menu as a top bar with dropdown groups; no side column. */
export function HorizontalLayout({ children }: { children: ReactNode }) {
  const { navbarType, footerType, skin } = useLayout(
    useShallow((state) => ({
      navbarType: state.navbarType,
      footerType: state.footerType,
      skin: state.skin,
    })),
  );
  const floating = navbarType === 'floating';
  const fixedHeader = navbarType === 'sticky' || floating;
  // Bar 64 + menu row 52 (+ the floating gaps) from `sm` up; the bar alone below it.
  const height = floating ? { base: 76, sm: 140 } : { base: 64, sm: 116 };
  return (
    <AppShell
      padding={0}
      withBorder={skin === 'bordered' || skin === 'dark'}
      header={{ height, collapsed: !fixedHeader }}
      footer={footerSlot(footerType)}
    >
      <SkipLink />
      {fixedHeader && (
        <FixedHeader floating={floating} skin={skin}>
          <HorizontalHeader floating={floating} />
        </FixedHeader>
      )}
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {navbarType === 'static' && (
          <div className={classes.stickyHeader}>
            <HorizontalHeader floating={false} />
          </div>
        )}
        <PageAndFooter footerType={footerType}>{children}</PageAndFooter>
      </AppShell.Main>
      <StickyFooter footerType={footerType} />
      <ShellOverlays />
    </AppShell>
  );
}
