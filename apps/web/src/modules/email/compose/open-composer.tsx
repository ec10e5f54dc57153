import { useSession } from '../../../lib/session';
import { ComposeWindow } from './compose-window';
import { type ComposeRequest, useComposeStore } from './compose-store';
import { prefill } from './compose-prefill';
import { useComposeText } from './use-compose-text';

/** The composer once asked for: a fresh window and form for each opening, from its prefill. */
export function OpenComposer({ request }: { request: ComposeRequest }) {
  const openCount = useComposeStore((store) => store.openCount);
  const me = useSession((state) => state.userData?.email ?? '');
  const text = useComposeText();
  return <ComposeWindow key={openCount} initial={prefill(request, me, text)} />;
}
