/** Every layout option the customizer offers, in the customizer's order. */
export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const;
export type Skin = (typeof skins)[number];

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];

export const layoutTypes = ['vertical', 'horizontal'] as const;
export type LayoutType = (typeof layoutTypes)[number];

export const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
export type NavbarType = (typeof navbarTypes)[number];

export const navbarColors = [
  'white',
  'primary',
  'secondary',
  'success',
  'danger',
  'info',
  'warning',
  'dark',
] as const;
export type NavbarColor = (typeof navbarColors)[number];

export const footerTypes = ['sticky', 'static', 'hidden'] as const;
export type FooterType = (typeof footerTypes)[number];

export const contentWidths = ['full', 'boxed'] as const;
export type ContentWidth = (typeof contentWidths)[number];

export const routerTransitions = ['fadeIn', 'fadeInLeft', 'zoomIn', 'none'] as const;
export type RouterTransition = (typeof routerTransitions)[number];

export interface LayoutSettings {
  skin: Skin;
  direction: Direction;
  menuCollapsed: boolean;
  layoutType: LayoutType;
  navbarType: NavbarType;
  navbarColor: NavbarColor;
  footerType: FooterType;
  contentWidth: ContentWidth;
  menuHidden: boolean;
  routerTransition: RouterTransition;
}

/** Vertical, full width, collapsed menu, sticky white navbar, hidden footer, ltr, light. */
export const defaultLayout: LayoutSettings = {
  skin: 'light',
  direction: 'ltr',
  menuCollapsed: true,
  layoutType: 'vertical',
  navbarType: 'sticky',
  navbarColor: 'white',
  footerType: 'hidden',
  contentWidth: 'full',
  menuHidden: false,
  routerTransition: 'fadeIn',
};
