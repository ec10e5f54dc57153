import { twoFactorMessages } from '@beacon/contract/two-factor';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/http';

const keys: Record<string, string> = {
  [twoFactorMessages.codeFormat]: 'twoFactor.errors.codeFormat',
  [twoFactorMessages.codeWrong]: 'twoFactor.errors.codeWrong',
  [twoFactorMessages.recoveryCodeWrong]: 'twoFactor.errors.recoveryCodeWrong',
  [twoFactorMessages.oneOfCodes]: 'twoFactor.errors.codeFormat',
  [twoFactorMessages.alreadyEnabled]: 'twoFactor.errors.alreadyEnabled',
  [twoFactorMessages.notEnabled]: 'twoFactor.errors.notEnabled',
  [twoFactorMessages.notSetUp]: 'twoFactor.errors.notSetUp',
  [twoFactorMessages.challengeExpired]: 'twoFactor.errors.challengeExpired',
  [twoFactorMessages.passwordWrong]: 'twoFactor.errors.passwordWrong',
};

export interface TwoFactorFailure {
  /** The field the API named (`code`, `recoveryCode`, `password`, `challenge`), if any. */
  field: string | null;
  message: string;
}

/** Why a two-factor request failed, in the reader's language. */
export function twoFactorFailure(error: unknown, t: TFunction): TwoFactorFailure {
  if (!(error instanceof ApiError)) return { field: null, message: t('twoFactor.errors.network') };
  if (error.status === 429) return { field: null, message: t('twoFactor.errors.tooMany') };
  const [field, messages] = Object.entries(error.fields ?? {})[0] ?? [];
  const message = messages?.[0];
  if (field && message) {
    const key = keys[message];
    return { field, message: key ? t(key) : message };
  }
  return { field: null, message: t('twoFactor.errors.failed', { status: error.status }) };
}
