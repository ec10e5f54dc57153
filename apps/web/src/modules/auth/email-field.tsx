import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The e-mail input of every sign-in form: labelled "Email", typed for mobile keyboards, LTR. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      required
      withAsterisk={false}
      {...props}
    />
  );
}
