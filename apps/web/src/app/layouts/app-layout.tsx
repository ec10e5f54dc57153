import { Outlet } from '@tanstack/react-router';
import { useLayout } from '../layout/layout-store';
import { HorizontalLayout } from './horizontal-layout';
import { VerticalLayout } from './vertical-layout';

/** The signed-in shell: the layout type the customizer picked, around the current page. */
export function AppLayout() {
  const horizontal = useLayout((state) => state.layoutType === 'horizontal');
  return horizontal ? (
    <HorizontalLayout>
      <Outlet />
    </HorizontalLayout>
  ) : (
    <VerticalLayout>
      <Outlet />
    </VerticalLayout>
  );
}
