import { createFileRoute, redirect } from '@tanstack/react-router';
import { ability } from '../../lib/ability';
import { homeOf } from '../../lib/guard';
import { session } from '../../lib/session';

/** `/` has no page of its own: each role has a home (admin → users, client → Access Control). */
export const Route = createFileRoute('/_app/')({
  beforeLoad: async () => {
    const home = homeOf(session.get().userData?.role);
    if (home !== '/') throw redirect({ to: home });
    // Loaded only here: every module's menu entry would otherwise sit in the sign-in page's bundle.
    const { firstPage } = await import('../../app/menu/first-page');
    throw redirect({ to: firstPage((action, subject) => ability.can(action, subject)) });
  },
});
