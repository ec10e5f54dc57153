import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/http';
import { demoAccounts } from './demo-accounts';
import { isProduction } from './instance';
import { schemaErrors } from './form-messages';
import { EmailField } from './email-field';
import { GuestLink, useGuestNav } from './guest-nav';
import { PasswordField } from './password-field';
import { LazyUnverifiedNotice } from './recovery/lazy-notices';
import { isUnverifiedRefusal } from './recovery/unverified-refusal';
import { useResendLink } from './recovery/use-resend-link';
import { keepPendingSignIn } from './two-factor/pending-challenge';
import { useMessage } from './use-message';
import { useReportFailure } from './use-report-failure';
import { useTypedBeforeHydration } from './typed-before-hydration';

const fields = ['email', 'password'] as const;

/** E-mail and password, pre-filled with the admin demo pair (a demo's visitor signs in at once). */
export function LoginForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const nav = useGuestNav();
  const reportFailure = useReportFailure();
  // A production server has no demo pair (and serves its page without these values).
  const admin = demoAccounts[0];
  const form = useForm({
    initialValues: isProduction()
      ? { email: '', password: '' }
      : { email: admin.email, password: admin.password },
  });
  const formRef = useTypedBeforeHydration(form);
  // The address the server wants confirmed before it lets this account in.
  const [unverified, setUnverified] = useState<string | null>(null);
  const resendLink = useResendLink();

  const submit = form.onSubmit(async (values) => {
    setUnverified(null);
    try {
      // Loaded on submit: the contract's schemas (and zod) would be a third of /login's first paint.
      const { loginRequestSchema } = await import('@beacon/contract/auth');
      const errors = schemaErrors(loginRequestSchema, values);
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        return;
      }
      const body = loginRequestSchema.parse(values);
      const reply = await unwrap(api.POST('/jwt/login', { body }));
      if ('challenge' in reply) {
        keepPendingSignIn({ ...reply, ...(redirect ? { redirect } : {}) });
        nav.go('/two-step');
        return;
      }
      await nav.complete(reply, redirect);
    } catch (error) {
      if (isUnverifiedRefusal(error)) {
        setUnverified(values.email.trim());
        return;
      }
      reportFailure(error, {
        fields,
        setFieldError: form.setFieldError,
        titleKey: 'auth.errors.signInFailed',
      });
    }
  });

  return (
    // Pointing at or into the form is the cue to fetch the app behind the sign-in.
    <form
      ref={formRef}
      onSubmit={submit}
      onPointerEnter={nav.prepare}
      onFocus={nav.prepare}
      noValidate
    >
      <Stack gap="md">
        <EmailField
          {...form.getInputProps('email')}
          name="email"
          error={message(form.errors.email)}
          autoComplete="username"
        />
        <Stack gap={4}>
          <PasswordField
            {...form.getInputProps('password')}
            name="password"
            error={message(form.errors.password)}
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
          />
          <Group justify="flex-end">
            <GuestLink to="/forgot-password" fz="sm">
              {t('auth.login.forgotPassword')}
            </GuestLink>
          </Group>
        </Stack>
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('auth.login.submit')}
        </Button>
        {unverified ? (
          <Suspense fallback={null}>
            <LazyUnverifiedNotice {...resendLink} email={unverified} />
          </Suspense>
        ) : null}
      </Stack>
    </form>
  );
}
