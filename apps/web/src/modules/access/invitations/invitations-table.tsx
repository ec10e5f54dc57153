import { Badge, Button, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Invitation } from '@beacon/contract/recovery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useFormats } from '../../../lib/format';
import { roleColor, roleLabel } from '../role-names';
import { invitationsQuery, useRevokeInvitation } from './invitations.queries';

function RevokeButton({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const revoke = useRevokeInvitation();
  return (
    <Button
      size="xs"
      variant="default"
      loading={revoke.isPending}
      aria-label={t('invitations.table.revokeOne', { email: invitation.email })}
      onClick={() =>
        revoke.mutate(invitation.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              title: t('invitations.revokedTitle'),
              message: t('invitations.revoked', { email: invitation.email }),
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('invitations.revokeFailed'),
              message: error.message,
            }),
        })
      }
    >
      {t('invitations.table.revoke')}
    </Button>
  );
}

/** The invitations whose link still works, newest first, each with its revoke button. */
export function InvitationsTable() {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const invitations = useQuery(invitationsQuery());
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <CardTitle title={t('invitations.table.title')} />
        {invitations.isPending ? <CenteredLoader /> : null}
        {invitations.isError ? (
          <QueryErrorAlert
            message={t('invitations.table.loadFailed')}
            onRetry={() => void invitations.refetch()}
            retrying={invitations.isFetching}
          />
        ) : null}
        {invitations.data?.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('invitations.table.empty')}
          </Text>
        ) : null}
        {invitations.data && invitations.data.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invitations.table.email')}</Table.Th>
                  <Table.Th>{t('invitations.table.role')}</Table.Th>
                  <Table.Th>{t('invitations.table.invitedBy')}</Table.Th>
                  <Table.Th>{t('invitations.table.expires')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('invitations.table.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invitations.data.map((invitation) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                      {invitation.email}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={roleColor(invitation.role)} variant="light">
                        {roleLabel(t, invitation.role)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{invitation.invitedBy ?? '—'}</Table.Td>
                    <Table.Td>{dateTime(new Date(invitation.expiresAt), 'local')}</Table.Td>
                    <Table.Td>
                      <RevokeButton invitation={invitation} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
