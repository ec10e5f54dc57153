import { useMounted } from '@mantine/hooks';
import { type ReactNode, Suspense, useState } from 'react';

interface LazyOverlayProps {
  opened: boolean;
  /** The overlay, a lazy component, drawn with the `opened` to give it. */
  children: (opened: boolean) => ReactNode;
}

/**
 * A drawer or dialog whose code loads when it is first opened, not with the page; it stays mounted
 * afterwards, so closing it still animates.
 */
export function LazyOverlay({ opened, children }: LazyOverlayProps) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OpensAfterMount opened={opened}>{children}</OpensAfterMount>
    </Suspense>
  );
}

/**
 * Mounts the overlay closed, then opens it: Mantine records the focused element (to give the focus
 * back on close) and plays the opening transition only on a change of `opened`, not on mount.
 */
function OpensAfterMount({ opened, children }: LazyOverlayProps) {
  const mounted = useMounted();
  return children(opened && mounted);
}
