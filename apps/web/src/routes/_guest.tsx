import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { homeOf } from '../lib/guard';
import { session } from '../lib/session';
import { GuestLayout } from '../modules/auth/guest-layout';
import { RouterGuestNav } from '../modules/auth/router-guest-nav';

/** Sign-in pages, in the blank layout: a signed-in user goes home instead. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: () => {
    if (session.isSignedIn()) throw redirect({ to: homeOf(session.get().userData?.role) });
  },
  component: () => (
    <RouterGuestNav>
      <GuestLayout>
        <Outlet />
      </GuestLayout>
    </RouterGuestNav>
  ),
});
