import { Can } from '@casl/react';
import { Button, Grid, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { User } from '@beacon/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { ApiError } from '../../lib/http';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserAccountCard } from './user-account-card';
import { UserActivityCard } from './user-activity-card';
import { UserNotFound } from './user-not-found';
import { UserPlanCard } from './user-plan-card';
import classes from './user-view.module.css';
import { userQuery } from './users.queries';

/**
 * One user's details and plan, loaded by id, and its activity for those who read the audit log;
 * 404 shows the "not found" alert.
 */
export function UserView({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useQuery(userQuery(id));
  const [deleting, setDeleting] = useState<User | null>(null);

  const missing = user.error instanceof ApiError && [400, 404].includes(user.error.status);
  if (missing) return <UserNotFound id={String(id)} />;

  const back = (
    <Button
      component={Link}
      to="/apps/user/list"
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden className={classes.flipInRtl} />}
    >
      {t('users.view.back')}
    </Button>
  );

  if (user.isError)
    return (
      <Stack gap="lg">
        <PageHeader title={t('users.view.title')} actions={back} />
        <QueryErrorAlert
          message={t('users.view.loadFailed')}
          onRetry={() => void user.refetch()}
          retrying={user.isFetching}
        />
      </Stack>
    );

  const data = user.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data?.fullName ?? t('users.view.title')}
        actions={
          <>
            {back}
            {data && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(data)}
              >
                {t('users.view.delete')}
              </Button>
            )}
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {data ? <UserAccountCard user={data} /> : <Skeleton height={420} radius="md" />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {data ? <UserPlanCard user={data} /> : <Skeleton height={260} radius="md" />}
        </Grid.Col>
      </Grid>
      {/* The audit log is for those who may read it; the API refuses everyone else anyway. */}
      {data && (
        <Can I="read" a="Audit">
          <UserActivityCard user={data} />
        </Can>
      )}
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate({ to: '/apps/user/list' })}
      />
    </Stack>
  );
}
