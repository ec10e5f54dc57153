import { Box } from '@mantine/core';
import { Brand } from '../brand';
import { HorizontalMenu } from '../menu/horizontal-menu';
import { Navbar } from '../navbar/navbar';
import classes from './layout.module.css';

/**
 * Top bar (brand and controls) over the menu row. Floating lifts the menu row into its own card;
 * below `sm` the row gives way to the drawer behind the menu toggle.
 */
export function HorizontalHeader({ floating }: { floating: boolean }) {
  const menuRow = (
    <Box
      visibleFrom="sm"
      className={floating ? `${classes.menuRow} ${classes.floatingMenuRow}` : classes.menuRow}
    >
      <HorizontalMenu />
    </Box>
  );
  return (
    <>
      <Navbar
        start={<Brand />}
        className={floating ? `${classes.floatingCard} ${classes.barHeight}` : classes.barHeight}
      />
      {menuRow}
    </>
  );
}
