/**
 * The colour of a change: teal up, red down. Shade 9 on white and 4 on dark cards both keep
 * small text above WCAG AA's 4.5:1; shade 6 would not on white.
 */
export function signColor(change: number): string | undefined {
  if (change > 0) return 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';
  if (change < 0) return 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';
  return undefined;
}
