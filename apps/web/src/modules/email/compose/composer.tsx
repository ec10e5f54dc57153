import { lazy, Suspense } from 'react';
import { useComposeStore } from './compose-store';

// The window, its form and editor, and the prefill's HTML sanitiser load with the first opening:
// the e-mail page paints its list without them.
const OpenComposer = lazy(() =>
  import('./open-composer').then((module) => ({ default: module.OpenComposer })),
);

/**
 * The composer window (bottom end corner, minimisable), rendered once by the e-mail page; it opens
 * and closes through useComposeStore. Each opening starts a fresh form from its prefill.
 */
export function Composer() {
  const request = useComposeStore((store) => store.request);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <OpenComposer request={request} />
    </Suspense>
  );
}
