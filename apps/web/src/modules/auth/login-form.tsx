import type { LoginReply } from '@beacon/contract/auth';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/http';
import { demoAccounts } from './demo-accounts';
import { schemaErrors } from './form-messages';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useMessage } from './use-message';
import { useReportFailure } from './use-report-failure';

const fields = ['email', 'password'] as const;

/** E-mail and password, pre-filled with the admin demo pair as in the original (REFERENCE §2.1). */
export function LoginForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const completeSignIn = useCompleteSignIn();
  const reportFailure = useReportFailure();
  const admin = demoAccounts[0];
  const form = useForm({ initialValues: { email: admin.email, password: admin.password } });

  const submit = form.onSubmit(async (values) => {
    try {
      // Loaded on submit: the contract's schemas (and zod) would be a third of /login's first paint.
      const { loginRequestSchema } = await import('@beacon/contract/auth');
      const errors = schemaErrors(loginRequestSchema, values);
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        return;
      }
      const body = loginRequestSchema.parse(values);
      const reply = await api<LoginReply>('/jwt/login', { method: 'POST', body });
      completeSignIn(reply, redirect);
    } catch (error) {
      reportFailure(error, {
        fields,
        setFieldError: form.setFieldError,
        titleKey: 'auth.errors.signInFailed',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField
          {...form.getInputProps('email')}
          error={message(form.errors.email)}
          autoComplete="username"
        />
        <Stack gap={4}>
          <PasswordField
            {...form.getInputProps('password')}
            error={message(form.errors.password)}
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" fz="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
