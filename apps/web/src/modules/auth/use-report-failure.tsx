import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type FormErrors, otherMessages, showServerErrors } from '../../lib/form-errors';
import { ApiError } from '../../lib/http';
import { type FieldMessage, serverMessage } from './form-messages';

interface Target<F extends string> {
  /** The form's fields: a server message for one of them is shown under it. */
  fields: readonly F[];
  setFieldError: (field: F, message: FieldMessage) => void;
  /** Title of the red toast for everything that is not about a field. */
  titleKey: string;
}

/**
 * Shows why a request failed, never silently: field messages go
 * under their fields, anything else (network down, 5xx, a message about no field) to a red toast.
 */
export function useReportFailure() {
  const { t } = useTranslation();
  const text = (message: string) => {
    const key = serverMessage(message);
    return key.startsWith('auth.') ? t(key) : key;
  };

  return <F extends string>(error: unknown, target: Target<F>): void => {
    const options = { field: target.fields, message: serverMessage };
    const form = {
      setErrors: (errors: FormErrors<F>) => {
        for (const field of target.fields) {
          const message = errors[field];
          if (message !== undefined) target.setFieldError(field, message);
        }
      },
    };
    const shown = showServerErrors(error, form, options);
    const loose = otherMessages(error, options, text);
    if (shown && loose.length === 0) return;
    let message: string;
    if (loose.length > 0) message = loose.join(' ');
    else if (!(error instanceof ApiError)) message = t('auth.errors.network');
    else if (error.status >= 500) message = t('auth.errors.server', { status: error.status });
    else if (typeof error.body?.error === 'string') message = text(error.body.error);
    else message = t('auth.errors.status', { status: error.status });
    const toast = {
      color: 'red',
      title: t(target.titleKey),
      message,
      icon: <IconX size={18} aria-hidden />,
    };
    // Loaded when needed: the sign-in pages paint without the toasts' code (src/entry/guest-app).
    void import('@mantine/notifications').then(({ notifications }) => notifications.show(toast));
  };
}
