import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeOf } from '../../lib/guard';
import { session } from '../../lib/session';

export const Route = createFileRoute('/_app/')({
  beforeLoad: () => {
    throw redirect({ to: homeOf(session.get().userData?.role) });
  },
});
