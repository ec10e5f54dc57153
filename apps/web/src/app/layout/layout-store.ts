import { create } from 'zustand';
import { type LayoutSettings, defaultLayout } from './layout-options';
import { readStoredLayout, writeStoredLayout } from './layout-storage';

interface LayoutState extends LayoutSettings {
  /** Not preferences: which overlays are open right now. */
  customizerOpen: boolean;
  mobileMenuOpen: boolean;
}

interface LayoutActions {
  /** Changes any settings at once; keeps the combination valid for the chosen layout type. */
  update: (changes: Partial<LayoutSettings>) => void;
  setCustomizerOpen: (open: boolean) => void;
  setMobileMenuOpen: (open: boolean) => void;
}

/**
 * The horizontal layout has no semi-dark skin and no hidden navbar: switching to
 * it moves those two to their nearest valid value instead of showing an unselectable option.
 */
function normalise(settings: LayoutSettings): LayoutSettings {
  if (settings.layoutType !== 'horizontal') return settings;
  return {
    ...settings,
    skin: settings.skin === 'semi-dark' ? 'light' : settings.skin,
    navbarType: settings.navbarType === 'hidden' ? 'sticky' : settings.navbarType,
  };
}

export const useLayout = create<LayoutState & LayoutActions>()((set) => ({
  ...defaultLayout,
  ...readStoredLayout(),
  customizerOpen: false,
  mobileMenuOpen: false,
  update: (changes) => set((state) => normalise({ ...state, ...changes })),
  setCustomizerOpen: (customizerOpen) => set({ customizerOpen }),
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
}));

useLayout.subscribe(writeStoredLayout);

/**
 * `<html dir>` drives Mantine's DirectionProvider and every CSS logical property; `data-skin`
 * selects the skin rules (styles/skins.css). Applied before the first render, so no LTR flash.
 */
function applyToDocument({ direction, skin }: LayoutSettings): void {
  const html = document.documentElement;
  if (html.dir !== direction) html.dir = direction;
  if (html.dataset.skin !== skin) html.dataset.skin = skin;
}

// No document when the build prerenders the sign-in pages (entry/prerender.tsx).
if (typeof document !== 'undefined') {
  applyToDocument(useLayout.getState());
  useLayout.subscribe(applyToDocument);
}

/** Mantine's colour scheme for a skin: only "dark" is dark; semi-dark darkens the menu alone. */
export const colorSchemeOf = (skin: LayoutSettings['skin']) => (skin === 'dark' ? 'dark' : 'light');
