import { Outlet } from '@tanstack/react-router';
import { AccessChanges } from '../access-changes';
import { useLayout } from '../layout/layout-store';
import { HorizontalLayout } from './horizontal-layout';
import { VerticalLayout } from './vertical-layout';

/** The signed-in shell: the layout type the customizer picked, around the current page. */
export function AppLayout() {
  const horizontal = useLayout((state) => state.layoutType === 'horizontal');
  const Layout = horizontal ? HorizontalLayout : VerticalLayout;
  return (
    <Layout>
      <AccessChanges />
      <Outlet />
    </Layout>
  );
}
