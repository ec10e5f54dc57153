import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useLayout } from '../layout/layout-store';
import { AfterPage, PageDrawn, PageGate } from '../../components/after-page';
import { QuickSearch } from '../../modules/search/quick-search';
import { InSlices } from './in-slices';
import { HorizontalLayout } from './horizontal-layout';
import { VerticalLayout } from './vertical-layout';

// After the first page: the live socket's code comes with classic zod (@beacon/contract/live's
// message schemas), and nothing on screen waits for an access change.
const AccessChanges = lazy(() =>
  import('../access-changes').then((module) => ({ default: module.AccessChanges })),
);

/**
 * The signed-in shell: the layout type the customizer picked, around the current page. The quick
 * search is the shell's, not the navbar's: Ctrl+K opens it before the navbar's extras have loaded,
 * and with the navbar hidden.
 */
export function AppLayout() {
  const horizontal = useLayout((state) => state.layoutType === 'horizontal');
  const Layout = horizontal ? HorizontalLayout : VerticalLayout;
  return (
    <>
      <QuickSearch />
      <InSlices>
        <PageGate>
          <Layout>
            <AfterPage>
              <Suspense fallback={null}>
                <AccessChanges />
              </Suspense>
            </AfterPage>
            <InSlices>
              <Outlet />
              <PageDrawn />
            </InSlices>
          </Layout>
        </PageGate>
      </InSlices>
    </>
  );
}
