import type { LoginReply } from '@beacon/contract/auth';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { homeOf } from '../../lib/guard';
import { session } from '../../lib/session';
import { safeRedirect } from './safe-redirect';

/**
 * After a successful sign-in or sign-up: store the session (the ability follows it), greet the
 * user as the original did (REFERENCE §2.3), then go back where the guard sent them from, or home.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const { t } = useTranslation();

  return (reply: LoginReply, redirect?: string) => {
    session.signIn(reply);
    const { fullName, username, role } = reply.userData;
    notifications.show({
      color: 'green',
      icon: <IconCheck size={18} aria-hidden />,
      title: t('auth.welcome.title', { name: fullName || username }),
      // The context picks a per-role sentence ("an admin", "a client"); other roles get the base.
      message: t('auth.welcome.body', { role, context: role }),
      autoClose: 4000,
    });
    const target = safeRedirect(redirect);
    // Replace: going Back after sign-in should not land on the sign-in form again.
    void (target
      ? navigate({ href: target, replace: true })
      : navigate({ to: homeOf(role), replace: true }));
  };
}
