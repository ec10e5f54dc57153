// Mantine's Menu with Popover and floating-ui: the chunk DeferredMenu loads when a
// menu's button is first reached, so no page's first paint carries it.
export { Menu } from '@mantine/core';
