import type { LoginReply } from '@beacon/contract/auth';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

/** The greeting toast after a sign-in or sign-up. */
export function welcome({ userData }: Pick<LoginReply, 'userData'>, t: TFunction): void {
  const { fullName, username, role } = userData;
  notifications.show({
    color: 'green',
    icon: <IconCheck size={18} aria-hidden />,
    title: t('auth.welcome.title', { name: fullName || username }),
    // The context picks a per-role sentence ("an admin", "a client"); other roles get the base.
    message: t('auth.welcome.body', { role, context: role }),
    autoClose: 4000,
  });
}
