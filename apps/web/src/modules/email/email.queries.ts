import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type {
  EmailFolder,
  EmailLabel,
  EmailPaginateDirection,
  EmailsListQuery,
} from '@beacon/contract/email';
import type { ApiBody } from '../../lib/api/types';
import { api, unwrap } from '../../lib/http';

/** Every key starts with the module id, so one invalidation reaches all of the module's views. */
export const emailKeys = {
  all: ['email'] as const,
  lists: () => [...emailKeys.all, 'list'] as const,
  list: (query: EmailsListQuery) => [...emailKeys.lists(), query] as const,
  detail: (id: number) => [...emailKeys.all, 'detail', id] as const,
};

export const emailsQuery = (query: EmailsListQuery) =>
  queryOptions({
    queryKey: emailKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/apps/email/emails', { params: { query }, signal })),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const emailQuery = (id: number) =>
  queryOptions({
    queryKey: emailKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/apps/email/get-email', { params: { query: { id } }, signal })),
  });

/** The neighbour of a mail in the mailbox's fixed order (newest first): previous is newer. */
export const paginateEmail = (emailId: number, dir: EmailPaginateDirection) =>
  unwrap(api.GET('/apps/email/paginate-email', { params: { query: { emailId, dir } } }));

/** After any write, success or not, every list and open mail of the module reloads. */
const emailWrite = { invalidates: [emailKeys.all] };

export interface EmailChanges {
  isRead?: boolean;
  isStarred?: boolean;
  folder?: EmailFolder;
}

/** Read, star or move the given mails (one or a bulk selection). */
export function useUpdateEmails() {
  return useMutation({
    mutationFn: ({ emailIds, dataToUpdate }: { emailIds: number[]; dataToUpdate: EmailChanges }) =>
      unwrap(api.POST('/apps/email/update-emails', { body: { emailIds, dataToUpdate } })),
    meta: emailWrite,
  });
}

/** Toggles a label on each of the given mails. */
export function useToggleEmailsLabel() {
  return useMutation({
    mutationFn: ({ emailIds, label }: { emailIds: number[]; label: EmailLabel }) =>
      unwrap(api.POST('/apps/email/update-emails-label', { body: { emailIds, label } })),
    meta: emailWrite,
  });
}

/** Deletes mails in the trash for good. */
export function useDeleteEmailsForGood() {
  return useMutation({
    mutationFn: (emailIds: number[]) =>
      unwrap(api.POST('/apps/email/delete-emails', { body: { emailIds } })),
    meta: emailWrite,
  });
}

export function useSendEmail() {
  return useMutation({
    mutationFn: (mail: ApiBody<'/apps/email/send', 'post'>) =>
      unwrap(api.POST('/apps/email/send', { body: mail })),
    meta: emailWrite,
  });
}

/** Saves a new draft, or updates one when `id` is given. */
export function useSaveDraft() {
  return useMutation({
    mutationFn: (draft: ApiBody<'/apps/email/drafts', 'post'>) =>
      unwrap(api.POST('/apps/email/drafts', { body: draft })),
    meta: emailWrite,
  });
}
