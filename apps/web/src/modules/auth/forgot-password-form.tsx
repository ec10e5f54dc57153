import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/http';
import { EmailField } from './email-field';
import { schemaErrors } from './form-messages';
import { instanceClasses } from './instance';
import { useMessage } from './use-message';
import { useReportFailure } from './use-report-failure';
import { useTypedBeforeHydration } from './typed-before-hydration';

const fields = ['email'] as const;

/** The confirmation, which the build also prerenders for the small sign-in entry to fill in. */
export function SentNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      variant="light"
      role="none"
      icon={<IconMailForward size={20} aria-hidden />}
      title={t('recovery.forgot.sentTitle')}
      // Mantine's green title on the light green fill is below 4.5:1 (axe).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('recovery.forgot.sent', { email })}
        </Text>
        <Anchor
          className={instanceClasses.demoOnly}
          href={`/outbox?to=${encodeURIComponent(email)}`}
          fz="sm"
          fw={600}
          c="var(--mantine-color-text)"
          underline="always"
        >
          {t('recovery.forgot.openOutbox')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * Asks for a reset link. The server answers every address alike, so the page does too: the same
 * confirmation whether or not an account has it. A demo keeps the mail in its outbox, linked here.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const reportFailure = useReportFailure();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    onValuesChange: () => setSent(null),
  });
  const formRef = useTypedBeforeHydration(form);

  const submit = form.onSubmit(async ({ email }) => {
    try {
      // Loaded on submit: the contract's schemas (and zod) stay out of the page's first paint.
      const { forgotPasswordBodySchema: schema } = await import('@beacon/contract/recovery');
      const errors = schemaErrors(schema, { email });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return;
      const body = schema.parse({ email });
      await unwrap(api.POST('/auth/forgot-password', { body }));
      setSent(body.email);
    } catch (error) {
      reportFailure(error, {
        fields,
        setFieldError: form.setFieldError,
        titleKey: 'recovery.forgot.failed',
      });
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField
          {...form.getInputProps('email')}
          name="email"
          error={message(form.errors.email)}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('auth.forgot.submit')}
        </Button>
        {/* A live region that exists before it is filled, so the confirmation is announced. */}
        <div role="status">{sent ? <SentNotice email={sent} /> : null}</div>
      </Stack>
    </form>
  );
}
