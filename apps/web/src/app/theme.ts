import { createTheme, mergeThemeOverrides } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 gives white text 4.3:1; 7 (light) and 8 (dark) pass WCAG AA's 4.5:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  // People who ask their system for less motion get modals, menus and drawers without animation.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Plain objects, not `Card.extend(…)`: `extend` would pull whole components (Menu brings
  // Popover, Checkbox, Radio…) into the entry chunk that the login page loads first.
  components: {
    // Cards float on the grey content area with a soft shadow; the bordered skin swaps the
    // shadow for a border (styles/skins.css).
    Card: { defaultProps: { shadow: 'sm', radius: 'md', padding: 'lg' } },
    // The placeholder is a role="presentation" child of role="menu", which axe reports as a
    // critical ARIA error; the menu still moves focus to its items from the keyboard.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A closed select's list is not drawn: kept in the page, hidden, each one was placed by the
    // floating UI library as the page mounted, a forced style read per select (240 ms of main
    // thread on the users list's four filters at a phone's speed). Opened, it is drawn as before.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/** The theme plus what depends on the language: the accessible name of toasts' close button. */
export const localizedTheme = (closeLabel: string) =>
  mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      },
    }),
  );
