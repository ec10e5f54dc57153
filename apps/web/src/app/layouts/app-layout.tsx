import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useLayout } from '../layout/layout-store';
import { InSlices } from './in-slices';
import { HorizontalLayout } from './horizontal-layout';
import { VerticalLayout } from './vertical-layout';

// After the first paint: the live socket's code comes with classic zod (@beacon/contract/live's
// message schemas, ~12 kB gzip), and nothing on screen waits for an access change.
const AccessChanges = lazy(() =>
  import('../access-changes').then((module) => ({ default: module.AccessChanges })),
);

/** The signed-in shell: the layout type the customizer picked, around the current page. */
export function AppLayout() {
  const horizontal = useLayout((state) => state.layoutType === 'horizontal');
  const Layout = horizontal ? HorizontalLayout : VerticalLayout;
  return (
    <InSlices>
      <Layout>
        <Suspense fallback={null}>
          <AccessChanges />
        </Suspense>
        <InSlices>
          <Outlet />
        </InSlices>
      </Layout>
    </InSlices>
  );
}
