import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { homeOf } from '../../lib/guard';
import { session } from '../../lib/session';
import { type GuestNav, GuestNavContext } from './guest-nav';
import { safeRedirect } from './safe-redirect';
import { welcome } from './welcome';

/** The sign-in pages inside the app: the router moves between them and on after sign-in. */
export function RouterGuestNav({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
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
