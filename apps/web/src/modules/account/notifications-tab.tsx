import { Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AccountNotification, notificationKeys } from '@beacon/contract/account';
import { useTranslation } from 'react-i18next';
import { showSaveError, toastSaved } from './account-messages';
import { useSaveNotification } from './account.queries';
import { SettingsCard } from './settings-card';

/** The e-mail notifications the user wants: a switch each. */
export function NotificationsTab({ notification }: { notification: AccountNotification }) {
  const { t } = useTranslation();
  const save = useSaveNotification();
  const form = useForm<AccountNotification>({ initialValues: notification });

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ notification: saved }) => {
        form.setInitialValues(saved);
        form.setValues(saved);
        form.resetDirty(saved);
        toastSaved(t, 'notifications');
      },
      onError: (error) => showSaveError(t, error, form, []),
    }),
  );

  return (
    <SettingsCard
      title={t('account.notifications.title')}
      description={t('account.notifications.description')}
      onSubmit={submit}
      onDiscard={() => form.reset()}
      saving={save.isPending}
    >
      <Stack gap="sm">
        {notificationKeys.map((key) => (
          <Switch
            key={key}
            label={t(`account.notifications.${key}`)}
            {...form.getInputProps(key, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </SettingsCard>
  );
}
