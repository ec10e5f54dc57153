import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MongoAbility } from '@casl/ability';
import { useAbility } from '@casl/react';
import { IconDatabaseImport, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../lib/auth';
import { useSession } from '../../lib/session';
import { resetDemoData } from '../mock/reset-demo-data';
import classes from './navbar.module.css';
import { NavbarButton } from './navbar-button';
import { DeferredMenu } from '../../components/deferred-menu';
import { UserAvatar } from '../../components/user-avatar';

/**
 * The user dropdown: who is signed in (it follows a save on the account settings page at once, as
 * it reads the stored userData), their profile and settings, and signing out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility<MongoAbility>();
  const user = useSession((state) => state.userData);
  // Registered accounts have no full name until they give one: the username stands in.
  const name = user?.fullName || user?.username || '';
  // The profile and settings pages are Pages; the client demo account cannot open them.
  const ownPages = ability.can('read', 'Page');
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
    <DeferredMenu
      menuProps={{ position: 'bottom-end', shadow: 'md', width: 220 }}
      target={
        <NavbarButton aria-label={t('app.navbar.userMenu', { name: user?.username ?? '' })}>
          <span className={classes.userText}>
            <Text component="span" size="sm" fw={600} visibleFrom="sm">
              {user?.username}
            </Text>
            <Text component="span" size="xs" c="dimmed" visibleFrom="sm">
              {role}
            </Text>
          </span>
          <UserAvatar src={user?.avatar} name={name} size={34} decorative />
        </NavbarButton>
      }
    >
      {(Menu) => (
        <>
          <Menu.Label>{name}</Menu.Label>
          {ownPages && (
            <>
              <Menu.Item
                component={Link}
                to="/pages/profile"
                leftSection={<IconUser size={16} aria-hidden />}
              >
                {t('account.menu.profile')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to="/pages/account-settings"
                leftSection={<IconSettings size={16} aria-hidden />}
              >
                {t('account.menu.settings')}
              </Menu.Item>
            </>
          )}
          {__BEACON_MOCK__ && (
            <Menu.Item
              leftSection={<IconDatabaseImport size={16} aria-hidden />}
              onClick={() => void reset()}
            >
              {t('app.navbar.resetDemo')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void logout()}
          >
            {t('app.navbar.logout')}
          </Menu.Item>
        </>
      )}
    </DeferredMenu>
  );
}
