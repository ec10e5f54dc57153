import { CustomizerDrawer } from '../customizer/customizer-drawer';
import { MobileMenuDrawer } from '../menu/mobile-menu-drawer';
import { ScrollToTop } from '../scroll-to-top';

/** What both layouts add over the page: the menu drawer, the customizer, scroll to top. */
export function ShellOverlays() {
  return (
    <>
      <MobileMenuDrawer />
      <CustomizerDrawer />
      <ScrollToTop />
    </>
  );
}
