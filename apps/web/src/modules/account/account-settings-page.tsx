import { Stack, Tabs } from '@mantine/core';
import { type AccountTab, accountTabs } from './account-tabs';
import {
  IconBell,
  IconInfoCircle,
  IconLink,
  IconLock,
  IconPlugConnected,
  IconShieldLock,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { accountSettingsQuery } from './account.queries';
import { ConnectionsTab } from './connections-tab';
import { GeneralTab } from './general-tab';
import { InfoTab } from './info-tab';
import { NotificationsTab } from './notifications-tab';
import { PasswordTab } from './password-tab';
import { SecurityTab } from './security-tab';
import { SocialLinksTab } from './social-links-tab';
import { CenteredLoader } from '../../components/centered-loader';

// The open tab lives in the URL (`?tab=`), so a reload or a shared link opens the same one.
const route = getRouteApi('/_app/pages/account-settings');

const icons: Record<AccountTab, Icon> = {
  general: IconUser,
  password: IconLock,
  security: IconShieldLock,
  information: IconInfoCircle,
  social: IconLink,
  connections: IconPlugConnected,
  notifications: IconBell,
};

/**
 * `/pages/account-settings` (every tab saves): the signed-in user's
 * own account and preferences. Each tab is its own form with its own Save.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const settings = useQuery(accountSettingsQuery());

  return (
    <Stack gap="lg">
      <PageHeader title={t('account.title')} description={t('account.subtitle')} />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = accountTabs.find((name) => name === value);
          if (next) void navigate({ search: { tab: next }, replace: true, resetScroll: false });
        }}
        variant="pills"
        radius="md"
      >
        <Tabs.List mb="md" aria-label={t('account.tabsLabel')}>
          {accountTabs.map((name) => {
            const TabIcon = icons[name];
            return (
              <Tabs.Tab key={name} value={name} leftSection={<TabIcon size={16} aria-hidden />}>
                {t(`account.tabs.${name}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {settings.isPending ? (
          <CenteredLoader />
        ) : settings.isError ? (
          <QueryErrorAlert
            message={t('account.loadFailed')}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <>
            <Tabs.Panel value="general">
              <GeneralTab general={settings.data.general} />
            </Tabs.Panel>
            <Tabs.Panel value="password">
              <PasswordTab />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <SecurityTab />
            </Tabs.Panel>
            <Tabs.Panel value="information">
              <InfoTab info={settings.data.info} />
            </Tabs.Panel>
            <Tabs.Panel value="social">
              <SocialLinksTab socialLinks={settings.data.social.socialLinks} />
            </Tabs.Panel>
            <Tabs.Panel value="connections">
              <ConnectionsTab connections={settings.data.social.connections} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <NotificationsTab notification={settings.data.notification} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Stack>
  );
}
