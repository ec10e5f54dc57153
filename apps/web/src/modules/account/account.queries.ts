import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings } from '@beacon/contract/account';
import type { ApiBody } from '../../lib/api/types';
import { api, unwrap } from '../../lib/http';
import { session } from '../../lib/session';

export const accountKeys = {
  all: ['account'] as const,
  settings: () => [...accountKeys.all, 'settings'] as const,
};

export const accountSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.settings(),
    queryFn: ({ signal }) => unwrap(api.GET('/account-setting/data', { signal })),
  });

/** A save whose reply replaces its part of the cached settings, so every tab shows what is stored. */
function useSave<TInput, TReply>(
  request: (input: TInput) => Promise<TReply>,
  merge: (settings: AccountSettings, reply: TReply) => AccountSettings,
  after?: (reply: TReply, queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (reply) => {
      queryClient.setQueryData<AccountSettings>(accountKeys.settings(), (settings) =>
        settings ? merge(settings, reply) : settings,
      );
      after?.(reply, queryClient);
    },
  });
}

/**
 * The lists that show accounts' names and pictures (chat contacts, mail senders, role members,
 * task assignees, blog authors, the profile page), by their modules' query keys: refetched when
 * on screen, so a new picture shows everywhere without a reload.
 */
const showingAccounts = ['chat', 'email', 'access', 'todo', 'blog', 'pages'] as const;

export const useSaveGeneral = () =>
  useSave(
    (body: ApiBody<'/account-setting/general', 'put'>) =>
      unwrap(api.PUT('/account-setting/general', { body })),
    (settings, { general }) => ({ ...settings, general }),
    // The navbar reads the stored userData: it shows the new name and picture at once.
    ({ general: { fullName, username, avatar, email } }, queryClient) => {
      const before = session.get().userData;
      session.updateUser({ fullName, username, avatar, email });
      if (before?.avatar === avatar && before.fullName === fullName) return;
      for (const key of showingAccounts) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  );

export const useSaveInfo = () =>
  useSave(
    (body: ApiBody<'/account-setting/info', 'put'>) =>
      unwrap(api.PUT('/account-setting/info', { body })),
    (settings, { info }) => ({ ...settings, info }),
  );

export const useSaveSocial = () =>
  useSave(
    (body: ApiBody<'/account-setting/social', 'put'>) =>
      unwrap(api.PUT('/account-setting/social', { body })),
    (settings, { social }) => ({ ...settings, social }),
  );

export const useSaveNotification = () =>
  useSave(
    (body: ApiBody<'/account-setting/notification', 'put'>) =>
      unwrap(api.PUT('/account-setting/notification', { body })),
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
      unwrap(
        api.POST('/account-setting/password', {
          body: { ...body, refreshToken: session.get().refreshToken ?? undefined },
        }),
      ),
  });
