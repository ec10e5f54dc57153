import { lazy, Suspense } from 'react';
import { useLayout } from '../layout/layout-store';
import { ScrollToTop } from '../scroll-to-top';
import { loadOverlay, useWantedOverlays } from './deferred-overlays';

const CustomizerDrawer = lazy(() =>
  loadOverlay.customizer().then((module) => ({ default: module.CustomizerDrawer })),
);
const MobileMenuDrawer = lazy(() =>
  loadOverlay.mobileMenu().then((module) => ({ default: module.MobileMenuDrawer })),
);

/**
 * What both layouts add over the page: the menu drawer, the customizer, scroll to top. The drawers
 * mount once wanted (their button hovered, focused or pressed), not with the first paint.
 */
export function ShellOverlays() {
  const wanted = useWantedOverlays();
  // Opened some other way than its button (a test, a future shortcut): mount it all the same.
  const customizer = useLayout((state) => state.customizerOpen) || wanted.customizer;
  const mobileMenu = useLayout((state) => state.mobileMenuOpen) || wanted.mobileMenu;
  return (
    <>
      {mobileMenu && (
        <Suspense fallback={null}>
          <MobileMenuDrawer />
        </Suspense>
      )}
      {customizer && (
        <Suspense fallback={null}>
          <CustomizerDrawer />
        </Suspense>
      )}
      <ScrollToTop />
    </>
  );
}
