import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/http';

export const passkeyKeys = { all: ['account', 'passkeys'] as const };

export const passkeysQuery = () =>
  queryOptions({
    queryKey: passkeyKeys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/auth/passkeys', { signal })),
  });

const meta = { invalidates: [passkeyKeys.all] };

/** The whole ceremony: the server's options, the browser's new credential, the server's check. */
export const useAddPasskey = () =>
  useMutation({
    mutationFn: async (name: string) => {
      // Loaded when a passkey is added, not with the settings page.
      const { startRegistration } = await import('@simplewebauthn/browser');
      const start = await unwrap(api.POST('/auth/passkeys/registration-options'));
      const response = await startRegistration({ optionsJSON: start.options });
      return unwrap(
        api.POST('/auth/passkeys', {
          body: { name, response, challengeToken: start.challengeToken },
        }),
      );
    },
    meta,
  });

export const useRenamePasskey = () =>
  useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      unwrap(api.PATCH('/auth/passkeys/{id}', { params: { path: { id } }, body: { name } })),
    meta,
  });

export const useRemovePasskey = () =>
  useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/auth/passkeys/{id}', { params: { path: { id } } })),
    meta,
  });
