import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AccountSocial,
  accountSocialBodySchema,
  socialLinkKeys,
} from '@beacon/contract/account';
import { useTranslation } from 'react-i18next';
import { checkWith, focusFirstError, showSaveError, toastSaved } from './account-messages';
import { useSaveSocial } from './account.queries';
import { SettingsCard } from './settings-card';
import { socialIcons } from './social-icons';

type Links = AccountSocial['socialLinks'];
const fields = socialLinkKeys.map((key) => `socialLinks.${key}`);

/** A web address per network; an empty one is no link. */
export function SocialLinksTab({ socialLinks }: { socialLinks: Links }) {
  const { t } = useTranslation();
  const save = useSaveSocial();
  const form = useForm<{ socialLinks: Links }>({
    initialValues: { socialLinks },
    validate: (values) => checkWith(accountSocialBodySchema, values, t),
  });

  const submit = form.onSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: ({ social }) => {
          const next = { socialLinks: social.socialLinks };
          form.setInitialValues(next);
          form.setValues(next);
          form.resetDirty(next);
          toastSaved(t, 'social');
        },
        onError: (error) => showSaveError(t, error, form, fields),
      }),
    (errors) => focusFirstError(form, fields, errors),
  );

  return (
    <SettingsCard
      title={t('account.social.title')}
      description={t('account.social.description')}
      onSubmit={submit}
      onDiscard={() => form.reset()}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {socialLinkKeys.map((key) => {
          const Icon = socialIcons[key];
          return (
            <TextInput
              key={key}
              type="url"
              label={t(`account.networks.${key}`)}
              placeholder={t('account.social.placeholder', {
                network: t(`account.networks.${key}`),
              })}
              leftSection={<Icon size={18} aria-hidden />}
              {...form.getInputProps(`socialLinks.${key}`)}
            />
          );
        })}
      </SimpleGrid>
    </SettingsCard>
  );
}
