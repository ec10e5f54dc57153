import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../lib/http';
import { schemaErrors, serverMessage } from '../form-messages';
import { useGuestNav } from '../guest-nav';
import { PasswordField } from '../password-field';
import { useReportFailure } from '../use-report-failure';
import { recoveryMessage, tokenRefusal, useRecoveryText } from './recovery-messages';

const fields = ['username', 'password', 'confirmPassword'] as const;

interface AcceptInvitationFormProps {
  token: string;
  onBadLink: (reason: string) => void;
}

/** A username and a password twice; the invitation gives the address and the role. */
export function AcceptInvitationForm({ token, onBadLink }: AcceptInvitationFormProps) {
  const { t } = useTranslation();
  const text = useRecoveryText();
  const nav = useGuestNav();
  const reportFailure = useReportFailure();
  const form = useForm({ initialValues: { username: '', password: '', confirmPassword: '' } });

  const submit = form.onSubmit(async (values) => {
    try {
      // Loaded on submit: the contract's schemas (and zod) stay out of the page's first paint.
      const { acceptInvitationBodySchema: schema } = await import('@beacon/contract/recovery');
      const errors = schemaErrors(schema, { ...values, token });
      for (const field of fields) {
        const message = errors[field];
        if (message !== undefined) errors[field] = recoveryMessage(message);
      }
      form.setErrors(errors);
      if (fields.some((field) => errors[field] !== undefined)) return;
      const body = schema.parse({ ...values, token });
      const reply = await unwrap(api.POST('/auth/accept-invitation', { body }));
      if ('error' in reply) {
        // An address an account took meanwhile has no field here: the username's place says so.
        if (reply.error.username)
          form.setFieldError('username', serverMessage(reply.error.username));
        else if (reply.error.email) onBadLink('recovery.accept.emailTaken');
        return;
      }
      await nav.complete(reply);
    } catch (error) {
      const refused = tokenRefusal(error);
      if (refused) {
        onBadLink(recoveryMessage(refused));
        return;
      }
      reportFailure(error, {
        fields,
        setFieldError: form.setFieldError,
        titleKey: 'recovery.accept.failed',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('username')}
          name="username"
          error={text(form.errors.username)}
          label={t('auth.fields.username')}
          autoComplete="username"
          dir="ltr"
          required
          withAsterisk={false}
          data-autofocus
        />
        <PasswordField
          {...form.getInputProps('password')}
          name="password"
          error={text(form.errors.password)}
          description={t('auth.register.passwordHint')}
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
          withAsterisk={false}
        />
        <PasswordField
          {...form.getInputProps('confirmPassword')}
          name="confirmPassword"
          error={text(form.errors.confirmPassword)}
          label={t('recovery.accept.confirmPassword')}
          autoComplete="new-password"
          required
          withAsterisk={false}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('recovery.accept.submit')}
        </Button>
      </Stack>
    </form>
  );
}
