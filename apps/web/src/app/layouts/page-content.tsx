import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLayout } from '../layout/layout-store';
import { RouteTransition } from '../route-transition';
import classes from './layout.module.css';

/** The page area: full width or boxed (a centred 1440 px column), with the route transition. */
export function PageContent({ children }: { children: ReactNode }) {
  const boxed = useLayout((state) => state.contentWidth === 'boxed');
  return (
    <Container fluid={!boxed} size={1440} className={classes.content}>
      <RouteTransition>{children}</RouteTransition>
    </Container>
  );
}
