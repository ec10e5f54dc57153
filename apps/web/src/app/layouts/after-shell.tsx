import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * On a page load, the page inside the shell (and the side menu's entries) is drawn after the shell,
 * in slices: React renders a transition a few milliseconds at a time and lets the browser paint and
 * take input in between. Drawn in one go, the shell and a screen such as the users list held the
 * main thread for about half a second on this machine (several seconds on a slow phone), with
 * nothing on screen. Later navigations render the page as before: this mounts once, with the shell.
 */
export function AfterShell({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
