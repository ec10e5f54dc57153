import { accessMessages } from '@beacon/contract/access-values';
import { passwordMessages } from '@beacon/contract/auth-messages';
import type { TFunction } from 'i18next';
import { failureReason as reasonOf, knownMessages } from '../../lib/form-errors';

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
export const accessMessage = (t: TFunction) => knownMessages(t, known);

/** Why a request failed, for a toast: the server's own reason when it gave one, else `fallback`. */
export const failureReason = (error: unknown, t: TFunction, fallback: string): string =>
  reasonOf(error, {
    forbidden: t('access.errors.forbidden'),
    message: accessMessage(t),
    orFieldMessage: true,
    fallback,
  });
