import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../lib/http';
import { schemaErrors } from '../form-messages';
import { useGuestNav } from '../guest-nav';
import { PasswordField } from '../password-field';
import { useReportFailure } from '../use-report-failure';
import { recoveryMessage, tokenRefusal, useRecoveryText } from './recovery-messages';

const fields = ['password', 'confirmPassword'] as const;

interface ResetPasswordFormProps {
  token: string;
  /** The link was refused (used, expired, unknown): the page says so instead of the form. */
  onBadLink: (reason: string) => void;
}

/** The new password twice, under sign-up's rules; then to sign-in with it. */
export function ResetPasswordForm({ token, onBadLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const text = useRecoveryText();
  const nav = useGuestNav();
  const reportFailure = useReportFailure();
  const form = useForm({ initialValues: { password: '', confirmPassword: '' } });

  const submit = form.onSubmit(async (values) => {
    try {
      // Loaded on submit: the contract's schemas (and zod) stay out of the page's first paint.
      const { resetPasswordBodySchema: schema } = await import('@beacon/contract/recovery');
      const errors = schemaErrors(schema, { ...values, token });
      for (const field of fields) {
        const message = errors[field];
        if (message !== undefined) errors[field] = recoveryMessage(message);
      }
      form.setErrors(errors);
      if (fields.some((field) => errors[field] !== undefined)) return;
      await unwrap(api.POST('/auth/reset-password', { body: { ...values, token } }));
      const { notifications } = await import('@mantine/notifications');
      notifications.show({
        color: 'green',
        title: t('recovery.reset.doneTitle'),
        message: t('recovery.reset.done'),
      });
      nav.go('/login');
    } catch (error) {
      const refused = tokenRefusal(error);
      if (refused) {
        onBadLink(recoveryMessage(refused));
        return;
      }
      reportFailure(error, {
        fields,
        setFieldError: form.setFieldError,
        titleKey: 'recovery.reset.failed',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField
          {...form.getInputProps('password')}
          name="password"
          error={text(form.errors.password)}
          description={t('auth.register.passwordHint')}
          label={t('recovery.reset.newPassword')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          data-autofocus
        />
        <PasswordField
          {...form.getInputProps('confirmPassword')}
          name="confirmPassword"
          error={text(form.errors.confirmPassword)}
          label={t('recovery.reset.confirmPassword')}
          autoComplete="new-password"
          required
          withAsterisk={false}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('recovery.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
