import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountGeneral,
  AccountGeneralBodyInput,
  AccountInfo,
  AccountInfoBodyInput,
  AccountNotification,
  AccountSettings,
  AccountSocial,
  AccountSocialBodyInput,
  ChangePasswordReply,
} from '@beacon/contract/account';
import { api } from '../../lib/http';
import { session } from '../../lib/session';

export const accountKeys = {
  all: ['account'] as const,
  settings: () => [...accountKeys.all, 'settings'] as const,
};

export const accountSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.settings(),
    queryFn: ({ signal }) => api<AccountSettings>('/account-setting/data', { signal }),
  });

/** A save whose reply replaces its part of the cached settings, so every tab shows what is stored. */
function useSave<TInput, TReply>(
  request: (input: TInput) => Promise<TReply>,
  merge: (settings: AccountSettings, reply: TReply) => AccountSettings,
  after?: (reply: TReply) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (reply) => {
      queryClient.setQueryData<AccountSettings>(accountKeys.settings(), (settings) =>
        settings ? merge(settings, reply) : settings,
      );
      after?.(reply);
    },
  });
}

export const useSaveGeneral = () =>
  useSave(
    (body: AccountGeneralBodyInput) =>
      api<{ general: AccountGeneral }>('/account-setting/general', { method: 'PUT', body }),
    (settings, { general }) => ({ ...settings, general }),
    // The navbar reads the stored userData: it shows the new name and picture at once.
    ({ general: { fullName, username, avatar, email } }) =>
      session.updateUser({ fullName, username, avatar, email }),
  );

export const useSaveInfo = () =>
  useSave(
    (body: AccountInfoBodyInput) =>
      api<{ info: AccountInfo }>('/account-setting/info', { method: 'PUT', body }),
    (settings, { info }) => ({ ...settings, info }),
  );

export const useSaveSocial = () =>
  useSave(
    (body: AccountSocialBodyInput) =>
      api<{ social: AccountSocial }>('/account-setting/social', { method: 'PUT', body }),
    (settings, { social }) => ({ ...settings, social }),
  );

export const useSaveNotification = () =>
  useSave(
    (body: AccountNotification) =>
      api<{ notification: AccountNotification }>('/account-setting/notification', {
        method: 'PUT',
        body,
      }),
    (settings, { notification }) => ({ ...settings, notification }),
  );

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Sends this session's refresh token along, so this sign-in stays while the others end. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: PasswordChange) =>
      api<ChangePasswordReply>('/account-setting/password', {
        method: 'POST',
        body: { ...body, refreshToken: session.get().refreshToken ?? undefined },
      }),
  });
