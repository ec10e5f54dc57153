import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AccountInfo, accountInfoBodySchema, accountLimits } from '@beacon/contract/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkWith, focusFirstError, showSaveError, toastSaved } from './account-messages';
import { useSaveInfo } from './account.queries';
import { SettingsCard } from './settings-card';

/** The form edits strings: no birth date is an empty field. */
type InfoValues = Omit<AccountInfo, 'dob'> & { dob: string };
const fields = ['bio', 'dob', 'country', 'website', 'phone'] as const;
const toValues = (info: AccountInfo): InfoValues => ({ ...info, dob: info.dob ?? '' });

/** Bio, birth date, country, website and phone. */
export function InfoTab({ info }: { info: AccountInfo }) {
  const { t } = useTranslation();
  const save = useSaveInfo();
  const form = useForm<InfoValues>({
    initialValues: toValues(info),
    validate: (values) => checkWith(accountInfoBodySchema, values, t),
  });
  // A birth date is in the past: the picker offers nothing after yesterday (as of opening).
  const [yesterday] = useState(() => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));

  const submit = form.onSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: ({ info: saved }) => {
          const next = toValues(saved);
          form.setInitialValues(next);
          form.setValues(next);
          form.resetDirty(next);
          toastSaved(t, 'information');
        },
        onError: (error) => showSaveError(t, error, form, fields),
      }),
    (errors) => focusFirstError(form, fields, errors),
  );

  return (
    <SettingsCard
      title={t('account.info.title')}
      description={t('account.info.description')}
      onSubmit={submit}
      onDiscard={() => form.reset()}
      saving={save.isPending}
    >
      <Textarea
        label={t('account.fields.bio')}
        description={t('account.info.bioCount', {
          used: form.values.bio.length,
          max: accountLimits.bio,
        })}
        placeholder={t('account.info.bioPlaceholder')}
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('bio')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('account.fields.dob')}
          max={yesterday}
          {...form.getInputProps('dob')}
        />
        <TextInput
          label={t('account.fields.country')}
          autoComplete="country-name"
          {...form.getInputProps('country')}
        />
        <TextInput
          type="url"
          label={t('account.fields.website')}
          placeholder="https://example.com"
          autoComplete="url"
          {...form.getInputProps('website')}
        />
        <TextInput
          type="tel"
          label={t('account.fields.phone')}
          placeholder="+1 (555) 123-4567"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
