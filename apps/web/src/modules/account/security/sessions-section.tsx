import {
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Session } from '@beacon/contract/sessions';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useFormats } from '../../../lib/format';
import { api, unwrap } from '../../../lib/http';

const sessionsKey = ['account', 'sessions'] as const;

/** A card of the account's Security tab: where this account is signed in, and ending those. */
export function SessionsSection() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [revoking, setRevoking] = useState<Session | 'others' | null>(null);
  const list = useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => unwrap(api.GET('/auth/sessions', { signal })),
  });
  const revoke = useMutation({
    mutationFn: (target: Session | 'others') =>
      target === 'others'
        ? unwrap(api.DELETE('/auth/sessions'))
        : unwrap(api.DELETE('/auth/sessions/{id}', { params: { path: { id: target.id } } })),
    meta: { invalidates: [sessionsKey] },
    onSuccess: () => {
      setRevoking(null);
      notifications.show({ color: 'green', message: t('sessionsList.revoked') });
    },
    onError: () => notifications.show({ color: 'red', message: t('sessionsList.revokeFailed') }),
  });

  const when = (iso: string) => formats.dateTime(new Date(iso), 'local');
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current).length;
  const title = t('sessionsList.title');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <CardTitle title={title} description={t('sessionsList.description')} />
        {list.isPending ? (
          <Skeleton height={80} />
        ) : list.isError ? (
          <QueryErrorAlert onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('sessionsList.device')}</Table.Th>
                    <Table.Th>{t('sessionsList.address')}</Table.Th>
                    <Table.Th>{t('sessionsList.started')}</Table.Th>
                    <Table.Th>{t('sessionsList.lastUsed')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('sessionsList.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sessions.map((session) => (
                    <Table.Tr key={session.id} data-testid="session-row">
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text size="sm">{session.device || t('sessionsList.unknownDevice')}</Text>
                          {session.current ? (
                            <Badge size="sm" variant="dot" color="green">
                              {t('sessionsList.thisDevice')}
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td dir="ltr" ta="start">
                        {session.address ?? '—'}
                      </Table.Td>
                      <Table.Td>{when(session.createdAt)}</Table.Td>
                      <Table.Td>{when(session.lastUsedAt)}</Table.Td>
                      <Table.Td ta="end">
                        {session.current ? null : (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red.9"
                            aria-label={t('sessionsList.revokeLabel', {
                              device: session.device || t('sessionsList.unknownDevice'),
                            })}
                            onClick={() => setRevoking(session)}
                          >
                            {t('sessionsList.revoke')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {others > 0 ? (
              <Group>
                <Button variant="outline" color="red.9" onClick={() => setRevoking('others')}>
                  {t('sessionsList.revokeOthers')}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title={t(
          revoking === 'others' ? 'sessionsList.confirmOthersTitle' : 'sessionsList.confirmTitle',
        )}
        message={t(
          revoking === 'others' ? 'sessionsList.confirmOthers' : 'sessionsList.confirmOne',
          { device: revoking && revoking !== 'others' ? revoking.device : '' },
        )}
        confirmLabel={t(
          revoking === 'others' ? 'sessionsList.revokeOthers' : 'sessionsList.revoke',
        )}
        danger
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
}
