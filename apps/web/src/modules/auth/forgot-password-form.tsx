import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from './email-field';
import { schemaErrors } from './form-messages';
import { GuestLink } from './guest-nav';
import { instanceClasses, isProduction } from './instance';
import { useMessage } from './use-message';
import { useTypedBeforeHydration } from './typed-before-hydration';

/**
 * The API has no password reset, so nothing is sent: after a valid e-mail the page says
 * so plainly instead of pretending a link went out, and points to the demo accounts.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const [checked, setChecked] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    onValuesChange: () => setChecked(null),
  });
  const formRef = useTypedBeforeHydration(form);

  const submit = form.onSubmit(async ({ email }) => {
    // Loaded on submit: the contract's schemas (and zod) stay out of the page's first paint.
    const { registerRequestSchema } = await import('@beacon/contract/auth');
    const errors = schemaErrors(registerRequestSchema.pick({ email: true }), { email });
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setChecked(email.trim());
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField
          {...form.getInputProps('email')}
          name="email"
          error={message(form.errors.email)}
        />
        <Button type="submit" fullWidth>
          {t('auth.forgot.submit')}
        </Button>
        {/* A live region that exists before it is filled, so the explanation is announced. */}
        <div role="status">
          {checked ? (
            <Alert
              color="orange"
              variant="light"
              role="none"
              icon={<IconMailOff size={20} aria-hidden />}
              title={t('auth.forgot.unavailableTitle')}
              // Mantine's orange title on the light orange fill is below 4.5:1 (axe).
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              <Stack gap="xs">
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t(
                    isProduction()
                      ? 'auth.forgot.unavailableProduction'
                      : 'auth.forgot.unavailable',
                    {
                      email: checked,
                    },
                  )}
                </Text>
                <GuestLink
                  className={instanceClasses.demoOnly}
                  to="/login"
                  fz="sm"
                  fw={600}
                  c="var(--mantine-color-text)"
                  underline="always"
                >
                  {t('auth.forgot.seeDemoAccounts')}
                </GuestLink>
              </Stack>
            </Alert>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
