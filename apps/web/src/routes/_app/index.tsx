import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeOf } from '../../lib/guard';
import { session } from '../../lib/session';

/** `/` has no page of its own: each role has a home (admin → users, client → Access Control). */
export const Route = createFileRoute('/_app/')({
  beforeLoad: () => {
    throw redirect({ to: homeOf(session.get().userData?.role) });
  },
});
