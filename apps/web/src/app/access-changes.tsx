import { userTopic } from '@beacon/contract/live';
import { useRouter } from '@tanstack/react-router';
import { refreshOnce } from '../lib/http';
import { useLiveEvents } from '../lib/live';
import { useSession } from '../lib/session';

/**
 * When an admin edits this user's role or gives them another, the server says so on their live
 * topic: a token refresh brings the new abilities (so the menu follows at once), and the route
 * guards run again, so a page the role no longer allows is left.
 */
export function AccessChanges(): null {
  const router = useRouter();
  const id = useSession((state) => state.userData?.id);
  useLiveEvents(id === undefined ? null : userTopic(id), (event) => {
    if (event.type !== 'access.changed') return;
    void refreshOnce().then(() => router.invalidate());
  });
  return null;
}
