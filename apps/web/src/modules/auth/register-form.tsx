import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/http';
import { schemaErrors, serverMessage } from './form-messages';
import { EmailField } from './email-field';
import { useGuestNav } from './guest-nav';
import { PasswordField } from './password-field';
import { LazyCheckMailNotice } from './recovery/lazy-notices';
import { useResendLink } from './recovery/use-resend-link';
import { useMessage } from './use-message';
import { useReportFailure } from './use-report-failure';
import { useTypedBeforeHydration } from './typed-before-hydration';

const fields = ['username', 'email', 'password'] as const;

interface Values {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

/** Loads the contract's schema (and zod) on submit: they stay out of the page's first paint. */
async function validate(values: Values) {
  const { registerRequestSchema: schema } = await import('@beacon/contract/auth');
  const { terms, ...request } = values;
  const errors = schemaErrors(schema, request);
  if (!terms) errors.terms = 'auth.validation.termsRequired';
  return { errors, schema };
}

/**
 * Username, e-mail, password and the terms box; the account is signed in at once, or, where the
 * server confirms addresses first, told to follow the link mailed to it.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const nav = useGuestNav();
  const reportFailure = useReportFailure();
  const form = useForm<Values>({
    initialValues: { username: '', email: '', password: '', terms: false },
  });
  const formRef = useTypedBeforeHydration(form);
  // A sign-up the small entry sent, which the server wants confirmed (entry/guest-lite/handover.ts).
  const [pending, setPending] = useState<string | null>(() =>
    typeof window === 'undefined' ? null : (window.beaconHandover?.checkMail ?? null),
  );
  useEffect(() => {
    if (window.beaconHandover) window.beaconHandover.checkMail = undefined;
  }, []);
  const resendLink = useResendLink();

  const submit = form.onSubmit(async (values) => {
    try {
      const { errors, schema } = await validate(values);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return;
      // Parsing drops `terms` (zod strips unknown keys) and trims, as the server will.
      const body = schema.parse(values);
      const reply = await unwrap(api.POST('/jwt/register', { body }));
      // A taken e-mail or username answers 200 with both keys, null where there is no clash.
      if ('error' in reply) {
        for (const field of ['email', 'username'] as const) {
          const clash = reply.error[field];
          if (clash) form.setFieldError(field, serverMessage(clash));
        }
        return;
      }
      if ('verificationRequired' in reply) {
        setPending(reply.email);
        return;
      }
      const { user, accessToken, refreshToken } = reply;
      await nav.complete({ userData: user, accessToken, refreshToken });
    } catch (error) {
      reportFailure(error, {
        fields,
        setFieldError: form.setFieldError,
        titleKey: 'auth.errors.signUpFailed',
      });
    }
  });

  if (pending)
    return (
      <Suspense fallback={null}>
        <LazyCheckMailNotice
          {...resendLink}
          email={pending}
          titleKey="recovery.checkMail.title"
          bodyKey="recovery.checkMail.sent"
        />
      </Suspense>
    );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onPointerEnter={nav.prepare}
      onFocus={nav.prepare}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('username')}
          name="username"
          error={message(form.errors.username)}
          label={t('auth.fields.username')}
          autoComplete="username"
          dir="ltr"
          required
          withAsterisk={false}
        />
        <EmailField
          {...form.getInputProps('email')}
          name="email"
          error={message(form.errors.email)}
        />
        <PasswordField
          {...form.getInputProps('password')}
          name="password"
          error={message(form.errors.password)}
          description={t('auth.register.passwordHint')}
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
          withAsterisk={false}
        />
        <Checkbox
          {...form.getInputProps('terms', { type: 'checkbox' })}
          name="terms"
          error={message(form.errors.terms)}
          label={t('auth.fields.terms')}
          required
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
