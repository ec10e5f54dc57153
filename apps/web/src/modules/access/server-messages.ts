import { accessMessages } from '@beacon/contract/access-values';
import { passwordMessages } from '@beacon/contract/auth-messages';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/http';

/** The API's English messages this module knows, by their translation key. */
const known: Record<string, string> = {
  [accessMessages.permissionNameRequired]: 'access.errors.permissionNameRequired',
  [accessMessages.permissionNameTaken]: 'access.errors.permissionNameTaken',
  [accessMessages.permissionNotFound]: 'access.errors.permissionNotFound',
  [accessMessages.roleNameRequired]: 'access.errors.roleNameRequired',
  [accessMessages.roleNameTaken]: 'access.errors.roleNameTaken',
  [accessMessages.roleNotFound]: 'access.errors.roleNotFound',
  [accessMessages.roleUnknown]: 'access.errors.roleUnknown',
  [accessMessages.roleHasUsers]: 'access.errors.roleHasUsers',
  [accessMessages.lastManageAll]: 'access.errors.lastManageAll',
  [accessMessages.userNotFound]: 'access.errors.userNotFound',
  [passwordMessages.blank]: 'access.users.errors.passwordBlank',
  [passwordMessages.common]: 'access.users.errors.passwordCommon',
};

/** A server message in the reader's language when it is one we know, else as the server wrote it. */
export const translateMessage = (t: TFunction, message: string): string => {
  const key = known[message];
  return key ? t(key) : message;
};

/** The first message of each field of a 400/409 `{ error: { field: [messages] } }`. */
export function fieldErrors(error: unknown, t: TFunction): Record<string, string> | null {
  const fields = error instanceof ApiError ? error.fields : null;
  if (!fields) return null;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const first = messages[0];
    if (first !== undefined) errors[field] = translateMessage(t, first);
  }
  return errors;
}

/** Why a request failed, for a toast: the server's own reason when it gave one, else `fallback`. */
export function failureReason(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t('access.errors.forbidden');
    const reason = error.body?.error;
    if (typeof reason === 'string') return translateMessage(t, reason);
    const first = error.fields && Object.values(error.fields)[0]?.[0];
    if (first) return translateMessage(t, first);
  }
  return fallback;
}
