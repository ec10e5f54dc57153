import darkScope from '../styles/dark-scope.module.css';

/**
 * Props that turn an element into a dark island (the semi-dark skin's menu): the CSS variables
 * and the attribute Mantine's component styles key on.
 */
export function darkIsland(on: boolean) {
  return on
    ? { className: darkScope.darkScope, 'data-mantine-color-scheme': 'dark' as const }
    : { className: undefined };
}
