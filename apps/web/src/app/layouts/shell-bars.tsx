import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { Footer } from '../footer/footer';
import type { FooterType, LayoutSettings } from '../layout/layout-options';
import classes from './layout.module.css';
import { PageContent } from './page-content';

// What the vertical and horizontal layouts share around their own menus.

/** AppShell's `footer` setting: room for the footer only while it is pinned. */
export const footerSlot = (footerType: FooterType) => ({
  height: 48,
  collapsed: footerType !== 'sticky',
});

interface FixedHeaderProps {
  floating: boolean;
  skin: LayoutSettings['skin'];
  children: ReactNode;
}

/** The navbar pinned to the top of the window: sticky, or floating as a card. */
export function FixedHeader({ floating, skin, children }: FixedHeaderProps) {
  return (
    <AppShell.Header
      withBorder={!floating && skin !== 'light'}
      className={floating ? classes.floatingHeader : classes.stickyHeader}
    >
      {children}
    </AppShell.Header>
  );
}

/** The page, followed by the footer when it scrolls with the page (static). */
export function PageAndFooter({
  footerType,
  children,
}: {
  footerType: FooterType;
  children: ReactNode;
}) {
  return (
    <>
      <PageContent>{children}</PageContent>
      {footerType === 'static' && (
        <div className={classes.footer}>
          <Footer />
        </div>
      )}
    </>
  );
}

/** The footer pinned to the bottom of the window, when the settings say so. */
export function StickyFooter({ footerType }: { footerType: FooterType }) {
  return footerType === 'sticky' ? (
    <AppShell.Footer className={`${classes.footer} ${classes.stickyFooter}`}>
      <Footer />
    </AppShell.Footer>
  ) : null;
}
