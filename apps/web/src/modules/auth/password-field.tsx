import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button is reachable by keyboard and named without the word
 * "password", so the field itself stays the only control labelled "Password". Mantine's
 * PasswordInput does not set aria-invalid on its input (it does on TextInput); this does.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.toggleVisibility') }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
