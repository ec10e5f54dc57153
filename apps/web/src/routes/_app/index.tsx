import { createFileRoute, redirect } from '@tanstack/react-router';
import { buildMenu } from '../../app/menu/build-menu';
import { moduleManifests } from '../../app/menu/module-manifests';
import { ability } from '../../lib/ability';
import { homeOf } from '../../lib/guard';
import { session } from '../../lib/session';

/** The first page of the menu this user sees: the home of a role the app did not ship with. */
function firstPage(): string {
  const sections = buildMenu(moduleManifests, (action, subject) => ability.can(action, subject));
  const first = sections[0]?.items[0];
  const to = first?.kind === 'group' ? first.children[0]?.to : first?.to;
  return to ?? '/misc/not-authorized';
}

/** `/` has no page of its own: each role has a home (admin → users, client → Access Control). */
export const Route = createFileRoute('/_app/')({
  beforeLoad: () => {
    const home = homeOf(session.get().userData?.role);
    throw redirect({ to: home === '/' ? firstPage() : home });
  },
});
