import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Renders a form error: an `auth.…` key is translated, any other text is shown as it came. */
export function useMessage(): (value: ReactNode) => ReactNode {
  const { t } = useTranslation();
  return (value) => (typeof value === 'string' && value.startsWith('auth.') ? t(value) : value);
}
