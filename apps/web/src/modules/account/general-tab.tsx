import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import {
  type AccountGeneral,
  type AccountGeneralBodyInput,
  accountGeneralBodySchema,
} from '@beacon/contract/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkWith, focusFirstError, showSaveError, toastSaved } from './account-messages';
import { useSaveGeneral } from './account.queries';
import { AvatarField } from '../../components/avatar-picker/avatar-field';
import { SettingsCard } from './settings-card';

const fields = ['avatar', 'username', 'fullName', 'email', 'company'] as const;

/** What is sent: the avatar only when it changed (a new one is linked, the old one dropped). */
const toBody = (values: AccountGeneral, saved: AccountGeneral): AccountGeneralBodyInput => ({
  username: values.username,
  fullName: values.fullName,
  email: values.email,
  company: values.company,
  ...(values.avatar === saved.avatar ? {} : { avatar: values.avatar }),
});

/** Avatar, username, full name, e-mail and company; the navbar follows a save at once. */
export function GeneralTab({ general }: { general: AccountGeneral }) {
  const { t } = useTranslation();
  const save = useSaveGeneral();
  // A new address is saved only once the link mailed to it is followed: until then, where it went.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  // Typed ahead: its own check reads the last saved values (the avatar is sent only when new).
  const form: UseFormReturnType<AccountGeneral> = useForm<AccountGeneral>({
    initialValues: general,
    // A refused file changed nothing, so its message does not stop a save of the other fields.
    validate: (values) =>
      checkWith(accountGeneralBodySchema, toBody(values, form.getInitialValues()), t),
  });

  const submit = form.onSubmit(
    (values) =>
      save.mutate(toBody(values, form.getInitialValues()), {
        onSuccess: ({ general: saved }) => {
          const asked = values.email.trim();
          setPendingEmail(asked.toLowerCase() === saved.email.toLowerCase() ? null : asked);
          form.setInitialValues(saved);
          form.setValues(saved);
          form.resetDirty(saved);
          toastSaved(t, 'general');
        },
        onError: (error) => showSaveError(t, error, form, fields),
      }),
    (errors) =>
      focusFirstError(
        form,
        fields.filter((field) => field !== 'avatar'),
        errors,
      ),
  );

  return (
    <SettingsCard
      title={t('account.general.title')}
      description={t('account.general.description')}
      onSubmit={submit}
      onDiscard={() => form.reset()}
      saving={save.isPending}
    >
      <AvatarField
        value={form.values.avatar}
        name={form.values.fullName || form.values.username}
        error={typeof form.errors.avatar === 'string' ? form.errors.avatar : null}
        onChange={(avatar) => form.setFieldValue('avatar', avatar)}
        onError={(message) => form.setFieldError('avatar', message)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('account.fields.username')}
          withAsterisk
          autoComplete="username"
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t('account.fields.fullName')}
          withAsterisk
          autoComplete="name"
          {...form.getInputProps('fullName')}
        />
        <TextInput
          type="email"
          label={t('account.fields.email')}
          withAsterisk
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('account.fields.company')}
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
      </SimpleGrid>
      <div role="status">
        {pendingEmail ? (
          <Alert
            color="blue"
            variant="light"
            title={t('recovery.emailChange.title')}
            // Mantine's blue title on the light blue fill is below 4.5:1 (axe).
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {t('recovery.emailChange.pending', { email: pendingEmail })}
          </Alert>
        ) : null}
      </div>
    </SettingsCard>
  );
}
