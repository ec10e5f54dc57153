import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { api, unwrap } from '../../../lib/http';
import { TwoFactorEnableModal } from './two-factor-enable-modal';
import { TwoFactorPasswordModal } from './two-factor-password-modal';
import { twoFactorKey } from './two-factor-key';

type Dialog = 'enable' | 'disable' | 'codes' | null;

/** A card of the account's Security tab: two-factor sign-in, on or off, and its recovery codes. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const status = useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => unwrap(api.GET('/auth/two-factor', { signal })),
  });
  const close = () => setDialog(null);

  const title = t('twoFactor.settings.title');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <CardTitle title={title} description={t('twoFactor.settings.description')} />
          {status.data ? (
            <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light">
              {t(status.data.enabled ? 'twoFactor.settings.on' : 'twoFactor.settings.off')}
            </Badge>
          ) : null}
        </Group>
        {status.isPending ? (
          <Skeleton height={40} />
        ) : status.isError ? (
          <QueryErrorAlert onRetry={() => void status.refetch()} retrying={status.isFetching} />
        ) : (
          <>
            {status.data.requiredByRole ? (
              <Text size="sm" c={status.data.enabled ? 'dimmed' : 'orange.9'}>
                {t('twoFactor.settings.requiredByRole')}
              </Text>
            ) : null}
            {status.data.enabled ? (
              <>
                <Text size="sm">
                  {t('twoFactor.settings.codesLeft', { count: status.data.recoveryCodesLeft })}
                </Text>
                <Group gap="sm">
                  <Button variant="default" onClick={() => setDialog('codes')}>
                    {t('twoFactor.settings.newCodes')}
                  </Button>
                  <Button variant="outline" color="red.9" onClick={() => setDialog('disable')}>
                    {t('twoFactor.settings.disable')}
                  </Button>
                </Group>
              </>
            ) : (
              <Group>
                <Button onClick={() => setDialog('enable')}>
                  {t('twoFactor.settings.enable')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <TwoFactorEnableModal opened={dialog === 'enable'} onClose={close} />
      <TwoFactorPasswordModal
        purpose={dialog === 'disable' || dialog === 'codes' ? dialog : null}
        onClose={close}
      />
    </Card>
  );
}
