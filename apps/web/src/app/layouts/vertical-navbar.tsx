import { AppShell, em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FocusEvent, useState } from 'react';
import hoverScroll from '../../components/hover-scroll.module.css';
import { Brand } from '../brand';
import { useLayout } from '../layout/layout-store';
import { darkIsland } from '../layout/semi-dark';
import { VerticalMenu } from '../menu/vertical-menu';
import { InSlices } from './in-slices';
import classes from './layout.module.css';
import { MenuRailToggle } from './menu-rail-toggle';

/**
 * The vertical layout's menu column. Collapsed, it is an icon rail that widens over the page while
 * the pointer or the keyboard focus is inside it, so every title stays reachable.
 *
 * Below `sm` the column is off screen and the menu lives in a drawer (VerticalLayout): the column
 * stays empty there, so a phone does not build a menu nobody sees (a few hundred elements of the
 * start's render, four times slower on a phone).
 */
export function VerticalNavbar() {
  const theme = useMantineTheme();
  // Read at once, not after a first render: on a desktop the column comes with the shell.
  const wide = useMediaQuery(`(min-width: ${em(theme.breakpoints.sm)})`, undefined, {
    getInitialValueInEffect: false,
  });
  const collapsed = useLayout((state) => state.menuCollapsed);
  const semiDark = useLayout((state) => state.skin === 'semi-dark');
  const hidden = useLayout((state) => state.menuHidden);
  const [peek, setPeek] = useState(false);
  const expanded = !collapsed || peek;
  const island = darkIsland(semiDark);
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPeek(false);
  };
  return (
    <AppShell.Navbar
      {...island}
      className={[classes.navbar, island.className].filter(Boolean).join(' ')}
      data-peek={collapsed && peek ? true : undefined}
      data-menu-hidden={hidden || undefined}
      zIndex={102}
      onMouseEnter={() => setPeek(true)}
      onMouseLeave={() => setPeek(false)}
      onFocus={() => setPeek(true)}
      onBlur={leave}
    >
      {wide && (
        <>
          <AppShell.Section className={classes.menuHeader} data-rail={expanded ? undefined : true}>
            <Brand withName={expanded} />
            {expanded && <MenuRailToggle />}
          </AppShell.Section>
          {/* A native scroller: Mantine's ScrollArea would bring floating-ui into the first paint. */}
          <AppShell.Section grow className={`${classes.menuScroll} ${hoverScroll.hoverScroll}`}>
            <InSlices>
              <VerticalMenu expanded={expanded} rail={collapsed} />
            </InSlices>
          </AppShell.Section>
        </>
      )}
    </AppShell.Navbar>
  );
}
