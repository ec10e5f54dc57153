import type { NavbarColor } from '../layout/layout-options';

/**
 * Background of each navbar colour and the text that reads on it. Shades are picked for at least
 * 4.5:1 contrast with the text (white, or near-black on warning yellow); "white" is the skin's
 * own surface, so it turns dark with the dark skin.
 */
export const navbarColorStyles: Record<NavbarColor, { bg: string; on: 'light' | 'dark' | null }> = {
  white: { bg: 'var(--mantine-color-body)', on: null },
  primary: { bg: 'var(--mantine-color-indigo-8)', on: 'light' },
  secondary: { bg: 'var(--mantine-color-gray-7)', on: 'light' },
  success: { bg: 'var(--mantine-color-teal-9)', on: 'light' },
  danger: { bg: 'var(--mantine-color-red-9)', on: 'light' },
  info: { bg: 'var(--mantine-color-cyan-9)', on: 'light' },
  warning: { bg: 'var(--mantine-color-yellow-5)', on: 'dark' },
  dark: { bg: 'var(--mantine-color-dark-7)', on: 'light' },
};
