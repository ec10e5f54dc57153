import { Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDatabaseImport, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../lib/auth';
import { useSession } from '../../lib/session';
import { resetDemoData } from '../mock/reset-demo-data';
import classes from './navbar.module.css';
import { NavbarButton } from './navbar-button';
import { UserAvatar } from '../../components/user-avatar';

/** The user dropdown: who is signed in, and the actions that exist today. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((state) => state.userData);
  const role = user?.role ? t(`app.roles.${user.role}`, { defaultValue: user.role }) : '';

  const reset = async () => {
    try {
      await resetDemoData();
      notifications.show({
        color: 'green',
        title: t('app.navbar.resetDone'),
        message: t('app.navbar.resetDoneMessage'),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('app.navbar.resetFailed'),
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const logout = async () => {
    await signOut();
    await navigate({ to: '/login' });
  };

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <NavbarButton aria-label={t('app.navbar.userMenu', { name: user?.username ?? '' })}>
          <span className={classes.userText}>
            <Text component="span" size="sm" fw={600} visibleFrom="sm">
              {user?.username}
            </Text>
            <Text component="span" size="xs" c="dimmed" visibleFrom="sm">
              {role}
            </Text>
          </span>
          <UserAvatar src={user?.avatar} name={user?.fullName ?? ''} size={34} decorative />
        </NavbarButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.fullName}</Menu.Label>
        {__BEACON_MOCK__ && (
          <Menu.Item
            leftSection={<IconDatabaseImport size={16} aria-hidden />}
            onClick={() => void reset()}
          >
            {t('app.navbar.resetDemo')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          {t('app.navbar.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
