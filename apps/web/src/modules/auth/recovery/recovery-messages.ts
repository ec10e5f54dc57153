import { recoveryMessages } from '@beacon/contract/recovery-values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { serverMessage } from '../form-messages';

// Form errors here hold i18n keys (`auth.…`, `recovery.…`), translated when rendered.

const keys: Record<string, string> = {
  [recoveryMessages.confirmMismatch]: 'recovery.validation.confirmMismatch',
  [recoveryMessages.linkInvalid]: 'recovery.link.invalid',
  [recoveryMessages.emailTakenMeanwhile]: 'recovery.verify.taken',
  [recoveryMessages.invitationInvalid]: 'recovery.accept.invalid',
};

/** An i18n key for a message the API (or the contract's check) sent, or the message itself. */
export const recoveryMessage = (message: string): string => keys[message] ?? serverMessage(message);

/** Renders a form error: a key is translated, any other text shown as it came. */
export function useRecoveryText(): (value: ReactNode) => ReactNode {
  const { t } = useTranslation();
  return (value) =>
    typeof value === 'string' && /^(auth|recovery)\./.test(value) ? t(value) : value;
}

/** The API's word on a link's token (`{ error: { token } }`): the link is no good. */
export const tokenRefusal = (error: unknown): string | null =>
  error instanceof ApiError ? (error.fields?.token?.[0] ?? null) : null;
