import { create } from 'zustand';

/** The shell's drawers, which the first paint does without: their code loads when first wanted. */
export type Overlay = 'customizer' | 'mobileMenu';

export const loadOverlay = {
  customizer: () => import('../customizer/customizer-drawer'),
  mobileMenu: () => import('../menu/mobile-menu-drawer'),
} satisfies Record<Overlay, () => Promise<unknown>>;

/** Which drawers have been wanted: once mounted they stay, so closing them still animates. */
export const useWantedOverlays = create<Record<Overlay, boolean>>()(() => ({
  customizer: false,
  mobileMenu: false,
}));

/**
 * Called when the pointer or the focus reaches a drawer's button (and on its click): the code
 * loads and the drawer mounts closed, so by the click it opens with its usual transition.
 */
export function wantOverlay(overlay: Overlay): void {
  if (useWantedOverlays.getState()[overlay]) return;
  loadOverlay[overlay]().catch(() => undefined); // React.lazy asks again and reports a failure
  useWantedOverlays.setState({ [overlay]: true });
}

/** Props for a drawer's button: what counts as wanting the drawer. */
export const wantOn = (overlay: Overlay) => ({
  onPointerEnter: () => wantOverlay(overlay),
  onFocus: () => wantOverlay(overlay),
});
