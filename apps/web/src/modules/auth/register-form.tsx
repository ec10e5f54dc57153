import {
  type RegisterClash,
  type RegisterReply,
  registerRequestSchema,
} from '@beacon/contract/auth';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/http';
import { type FieldMessage, schemaErrors, serverMessage } from './form-messages';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useMessage } from './use-message';
import { useReportFailure } from './use-report-failure';

const fields = ['username', 'email', 'password'] as const;

interface Values {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

function validate(values: Values): Record<string, FieldMessage> {
  const { terms, ...request } = values;
  const errors = schemaErrors(registerRequestSchema, request);
  if (!terms) errors.terms = 'auth.validation.termsRequired';
  return errors;
}

/** Username, e-mail, password and the terms box; the account is signed in at once. */
export function RegisterForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const completeSignIn = useCompleteSignIn();
  const reportFailure = useReportFailure();
  const form = useForm<Values>({
    initialValues: { username: '', email: '', password: '', terms: false },
    validate,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      // Parsing drops `terms` (zod strips unknown keys) and trims, as the server will.
      const body = registerRequestSchema.parse(values);
      const reply = await api<RegisterReply | RegisterClash>('/jwt/register', {
        method: 'POST',
        body,
      });
      // A taken e-mail or username answers 200 with both keys, null where there is no clash.
      if ('error' in reply) {
        for (const field of ['email', 'username'] as const) {
          const clash = reply.error[field];
          if (clash) form.setFieldError(field, serverMessage(clash));
        }
        return;
      }
      const { user, accessToken, refreshToken } = reply;
      completeSignIn({ userData: user, accessToken, refreshToken });
    } catch (error) {
      reportFailure(error, {
        fields,
        setFieldError: form.setFieldError,
        titleKey: 'auth.errors.signUpFailed',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('username')}
          error={message(form.errors.username)}
          label={t('auth.fields.username')}
          autoComplete="username"
          dir="ltr"
          required
          withAsterisk={false}
        />
        <EmailField {...form.getInputProps('email')} error={message(form.errors.email)} />
        <PasswordField
          {...form.getInputProps('password')}
          error={message(form.errors.password)}
          description={t('auth.register.passwordHint')}
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
          withAsterisk={false}
        />
        <Checkbox
          {...form.getInputProps('terms', { type: 'checkbox' })}
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
