import { useSession } from '../../../lib/session';
import { ComposeWindow } from './compose-window';
import { useComposeStore } from './compose-store';
import { prefill } from './compose-prefill';
import { useComposeText } from './use-compose-text';

/**
 * The composer window (bottom end corner, minimisable), rendered once by the e-mail page; it opens
 * and closes through useComposeStore. Each opening starts a fresh form from its prefill.
 */
export function Composer() {
  const request = useComposeStore((store) => store.request);
  const openCount = useComposeStore((store) => store.openCount);
  const me = useSession((state) => state.userData?.email ?? '');
  const text = useComposeText();
  if (!request) return null;
  return <ComposeWindow key={openCount} initial={prefill(request, me, text)} />;
}
