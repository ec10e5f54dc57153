import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { User } from '@beacon/contract/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryLabel } from './countries';
import { EmailAddress } from './email-address';
import { UserRole } from './user-role';
import { UserStatusBadge } from './user-status-badge';
import { UserViewAvatar } from './user-view-avatar';
import { billingKey } from './user-values';

/** Picture, name, role and status, then the account's details as a description list. */
export function UserAccountCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const orNotSet = (value: ReactNode) =>
    value || (
      <Text span c="dimmed" size="sm">
        {t('common.notSet')}
      </Text>
    );
  const details: [string, ReactNode][] = [
    // Usernames and phone numbers read left to right in every language.
    [
      t('users.fields.username'),
      <span key="username" dir="ltr">
        @{user.username}
      </span>,
    ],
    [t('users.fields.email'), <EmailAddress key="email" email={user.email} />],
    [t('users.fields.status'), <UserStatusBadge key="status" status={user.status} />],
    [t('users.fields.role'), <UserRole key="role" role={user.role} />],
    [t('users.fields.contact'), orNotSet(user.contact && <span dir="ltr">{user.contact}</span>)],
    [t('users.fields.company'), orNotSet(user.company)],
    [
      t('users.fields.country'),
      orNotSet(user.country && countryLabel(user.country, i18n.language)),
    ],
    [t('users.fields.billing'), t(`users.billings.${billingKey[user.billing]}`)],
  ];
  return (
    <Card>
      <Stack align="center" gap="xs">
        <UserViewAvatar user={user} />
        <Title order={2} fz="h3" ta="center">
          {user.fullName}
        </Title>
        <Group gap="sm">
          <UserRole role={user.role} />
          <UserStatusBadge status={user.status} />
        </Group>
      </Stack>
      <Divider my="md" label={t('users.view.details')} labelPosition="left" />
      <Stack component="dl" gap="xs" m={0}>
        {details.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="center">
            <Text component="dt" fw={600} size="sm" miw={110}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} miw={0} style={{ overflowWrap: 'break-word' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
