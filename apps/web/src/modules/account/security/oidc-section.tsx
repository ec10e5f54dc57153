import { ActionIcon, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OidcLink } from '@beacon/contract/oidc';
import { IconKey, IconUnlink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useFormats } from '../../../lib/format';
import { api, unwrap } from '../../../lib/http';

const linksKey = ['account', 'oidc-links'] as const;

/** The provider's name, which the server writes on <html> when it has one (data-oidc). */
const providerLabel = () =>
  typeof document === 'undefined' ? '' : (document.documentElement.dataset.oidc ?? '');

/**
 * A card of the account's Security tab: the accounts at the OpenID Connect provider this account
 * signs in with, each with "Unlink". Not shown on a server without a provider (and in mock mode).
 */
export function OidcSection() {
  const provider = providerLabel();
  return provider ? <OidcLinks provider={provider} /> : null;
}

function OidcLinks({ provider }: { provider: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const queryClient = useQueryClient();
  const [unlinking, setUnlinking] = useState<OidcLink | null>(null);
  const links = useQuery({
    queryKey: linksKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/auth/oidc/links', { signal })),
  });
  const unlink = useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/auth/oidc/links/{id}', { params: { path: { id } } })),
    onSuccess: (left) => {
      queryClient.setQueryData(linksKey, left);
      setUnlinking(null);
      notifications.show({ color: 'green', message: t('oidcLinks.unlinked') });
    },
    onError: () => notifications.show({ color: 'red', message: t('oidcLinks.unlinkFailed') }),
  });

  const title = t('oidcLinks.title', { provider });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <CardTitle title={title} description={t('oidcLinks.description', { provider })} />
        {links.isPending ? (
          <Skeleton height={40} />
        ) : links.isError ? (
          <QueryErrorAlert onRetry={() => void links.refetch()} retrying={links.isFetching} />
        ) : links.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('oidcLinks.empty', { provider })}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {links.data.map((link) => (
              <Group key={link.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <IconKey size={20} aria-hidden />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate dir="ltr" ta="start">
                      {link.email}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('oidcLinks.linkedOn', {
                        date: formats.dateTime(new Date(link.createdAt), 'local'),
                      })}
                    </Text>
                  </div>
                </Group>
                <Tooltip label={t('oidcLinks.unlink')}>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    aria-label={t('oidcLinks.unlinkLabel', { email: link.email })}
                    onClick={() => setUnlinking(link)}
                  >
                    <IconUnlink size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={unlinking !== null}
        title={t('oidcLinks.confirmTitle')}
        message={t('oidcLinks.confirmMessage', { email: unlinking?.email ?? '', provider })}
        confirmLabel={t('oidcLinks.unlink')}
        danger
        loading={unlink.isPending}
        onConfirm={() => unlinking && unlink.mutate(unlinking.id)}
        onClose={() => setUnlinking(null)}
      />
    </Card>
  );
}
