import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** Set once the first screen's answers are at hand before it is drawn (entry/app.tsx). */
let atOnce = false;

/**
 * The first screen has what it shows (its route's code and the answers its loader asked for):
 * drawn in one commit, it is complete at its first paint, and nothing of it follows as a task of
 * its own after that paint.
 */
export function drawFirstScreenAtOnce(): void {
  atOnce = true;
}

/**
 * On a page load whose page asks for its data as it mounts, what this wraps is drawn in a later
 * transition, in slices: React renders a transition a few milliseconds at a time and lets the
 * browser paint and take input in between, but commits it in one task. The layout wraps the shell
 * in one and the page (and the side menu's entries) in another, so each commit stays short; the
 * page's answers come as renders of their own anyway. Later navigations render as before: this
 * mounts once.
 */
export function InSlices({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(atOnce);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
