import { useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { homeOf } from '../../lib/guard';
import { session } from '../../lib/session';
import { type GuestNav, GuestNavContext, type GuestPath } from './guest-nav';
import { safeRedirect } from './safe-redirect';
import { welcome } from './welcome';

/** Where a sign-in page's links lead (GuestLink is no router Link, so a hover preloads nothing). */
const linked: readonly GuestPath[] = ['/login', '/register', '/forgot-password'];

/** The sign-in pages inside the app: the router moves between them and on after sign-in. */
export function RouterGuestNav({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const router = useRouter();
  // Each page's code is loaded ahead: otherwise, after a click, the page left stays on screen under
  // the new address until that code arrives, and what is typed into it then is lost.
  useEffect(() => {
    for (const to of linked) void router.preloadRoute({ to }).catch(() => undefined);
  }, [router]);
  const { t } = useTranslation();
  const nav = useMemo<GuestNav>(
    () => ({
      go: (to) => void navigate({ to }),
      complete: (reply, redirect) => {
        session.signIn(reply); // the ability follows the session
        welcome(reply, t);
        const target = safeRedirect(redirect);
        // Replace: going Back after sign-in should not land on the sign-in form again.
        void (target
          ? navigate({ href: target, replace: true })
          : navigate({ to: homeOf(reply.userData.role), replace: true }));
      },
      prepare: () => undefined, // the app is loaded already
    }),
    [navigate, t],
  );
  return <GuestNavContext.Provider value={nav}>{children}</GuestNavContext.Provider>;
}
