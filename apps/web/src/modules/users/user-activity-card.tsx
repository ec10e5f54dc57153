import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { userActivityLimit } from '@beacon/contract/audit-values';
import type { User } from '@beacon/contract/users';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/anchor-link';
import { AuditSkeletonRows } from '../../components/audit/audit-skeleton-rows';
import { AuditTable } from '../../components/audit/audit-table';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { userActivityQuery } from './user-activity.queries';
import classes from './user-view.module.css';

/**
 * "Activity": the newest audit entries about this user or by the account with its e-mail, each
 * opening its changes. "View all" opens the audit log on that account (when it wrote any of
 * these) or on this users-list row.
 */
export function UserActivityCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const activity = useQuery(userActivityQuery(user.id));
  const entries = activity.data;
  const email = user.email.toLowerCase();
  const account = entries?.find((entry) => entry.actor?.email.toLowerCase() === email)?.actor;

  return (
    <Card padding={0}>
      <Group justify="space-between" align="flex-start" gap="sm" p="lg" pb="sm">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {t('users.activity.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('users.activity.description', { count: userActivityLimit })}
          </Text>
        </Stack>
        {entries && entries.length > 0 && (
          <Group gap="md">
            {account && (
              <AnchorLink
                size="sm"
                to="/apps/audit"
                search={{ resource: 'users', resourceId: user.id }}
              >
                {t('users.activity.changesToUser')}
              </AnchorLink>
            )}
            <AnchorLink
              size="sm"
              fw={500}
              to="/apps/audit"
              search={account ? { actor: account.id } : { resource: 'users', resourceId: user.id }}
            >
              <Group component="span" gap={4} wrap="nowrap">
                {t('users.activity.viewAll')}
                <IconArrowRight size={14} aria-hidden className={classes.flipInRtl} />
              </Group>
            </AnchorLink>
          </Group>
        )}
      </Group>
      {activity.isError ? (
        <Stack p="lg" pt={0}>
          <QueryErrorAlert
            message={t('users.activity.loadFailed')}
            onRetry={() => void activity.refetch()}
            retrying={activity.isFetching}
          />
        </Stack>
      ) : !entries ? (
        <AuditSkeletonRows rows={3} />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed" px="lg" pb="lg">
          {t('users.activity.empty')}
        </Text>
      ) : (
        <AuditTable
          label={t('users.activity.table', { name: user.fullName })}
          entries={entries}
          fetching={activity.isFetching}
          noRecordsText={t('users.activity.empty')}
        />
      )}
    </Card>
  );
}
