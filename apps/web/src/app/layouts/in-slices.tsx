import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * On a page load, what this wraps is drawn in a later transition, in slices: React renders a
 * transition a few milliseconds at a time and lets the browser paint and take input in between.
 * The router's own updates are synchronous (its store is read with `useSyncExternalStore`), so a
 * shell or a screen drawn straight from them held the main thread in one task: the users list's
 * shell and page about half a second on this machine, several seconds on a slow phone. The layout
 * wraps the shell in one, so the router's update draws nothing, and the page (and the side menu's
 * entries) in another, so the shell paints first. Later navigations render as before: this mounts
 * once.
 */
export function InSlices({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
