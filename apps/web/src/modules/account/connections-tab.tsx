import { Group, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AccountSocial, connectionKeys } from '@beacon/contract/account';
import { useTranslation } from 'react-i18next';
import { showSaveError, toastSaved } from './account-messages';
import { useSaveSocial } from './account.queries';
import { SettingsCard } from './settings-card';
import { socialIcons } from './social-icons';

type Connections = AccountSocial['connections'];

/** Which outside accounts are connected: a switch each. */
export function ConnectionsTab({ connections }: { connections: Connections }) {
  const { t } = useTranslation();
  const save = useSaveSocial();
  const form = useForm<{ connections: Connections }>({ initialValues: { connections } });

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ social }) => {
        const next = { connections: social.connections };
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        toastSaved(t, 'connections');
      },
      onError: (error) => showSaveError(t, error, form, []),
    }),
  );

  return (
    <SettingsCard
      title={t('account.connections.title')}
      description={t('account.connections.description')}
      onSubmit={submit}
      onDiscard={() => form.reset()}
      saving={save.isPending}
    >
      <Stack gap="md">
        {connectionKeys.map((key) => {
          const Icon = socialIcons[key];
          const connected = form.values.connections[key];
          return (
            <Group key={key} justify="space-between" wrap="nowrap" gap="md">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(`account.networks.${key}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(
                      connected
                        ? 'account.connections.connected'
                        : 'account.connections.notConnected',
                    )}
                  </Text>
                </div>
              </Group>
              <Switch
                aria-label={t('account.connections.toggle', {
                  network: t(`account.networks.${key}`),
                })}
                {...form.getInputProps(`connections.${key}`, { type: 'checkbox' })}
              />
            </Group>
          );
        })}
      </Stack>
    </SettingsCard>
  );
}
