import {
  List,
  PasswordInput,
  type PasswordInputProps,
  SimpleGrid,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountLimits, changePasswordBodySchema } from '@beacon/contract/account';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkWith, focusFirstError, showSaveError, toastSaved } from './account-messages';
import { type PasswordChange, useChangePassword } from './account.queries';
import { SettingsCard } from './settings-card';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A password input whose show/hide button is reachable by keyboard and says what it does. */
function SecretInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('account.password.toggleVisibility') }}
      // Mantine's PasswordInput does not mark its input invalid as TextInput does.
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}

/** Change password: the rules are shown and ticked off as the user types. */
export function PasswordTab() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const rulesId = useId();
  const form = useForm<PasswordChange>({
    initialValues: empty,
    validate: (values) => checkWith(changePasswordBodySchema, values, t),
  });
  const { currentPassword, newPassword, confirmPassword } = form.values;
  const rules = [
    {
      key: 'length',
      met: newPassword.length >= accountLimits.passwordMin,
      text: t('account.password.ruleLength', { min: accountLimits.passwordMin }),
    },
    {
      key: 'different',
      met: newPassword !== '' && newPassword !== currentPassword,
      text: t('account.password.ruleDifferent'),
    },
    {
      key: 'match',
      met: newPassword !== '' && newPassword === confirmPassword,
      text: t('account.password.ruleMatch'),
    },
  ];

  const submit = form.onSubmit(
    (values) =>
      change.mutate(values, {
        onSuccess: () => {
          form.reset();
          toastSaved(t, 'password');
        },
        onError: (error) => showSaveError(t, error, form, fields),
      }),
    (errors) => focusFirstError(form, fields, errors),
  );

  return (
    <SettingsCard
      title={t('account.password.title')}
      description={t('account.password.description')}
      onSubmit={submit}
      onDiscard={() => form.reset()}
      saving={change.isPending}
      submitLabel={t('account.password.submit')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SecretInput
          label={t('account.password.current')}
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SecretInput
          label={t('account.password.new')}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <SecretInput
          label={t('account.password.confirm')}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={600} id={rulesId}>
          {t('account.password.rules')}
        </Text>
        <List size="sm" spacing={4} mt={4} aria-labelledby={rulesId} center>
          {rules.map((rule) => (
            <List.Item
              key={rule.key}
              icon={
                rule.met ? (
                  <IconCircleCheck
                    size={16}
                    color="var(--mantine-color-green-filled)"
                    aria-hidden
                  />
                ) : (
                  <IconCircleDashed size={16} aria-hidden />
                )
              }
            >
              {rule.text}
              <VisuallyHidden>
                {' — '}
                {t(rule.met ? 'account.password.met' : 'account.password.notMet')}
              </VisuallyHidden>
            </List.Item>
          ))}
        </List>
      </div>
    </SettingsCard>
  );
}
