import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EmailDetail,
  EmailFolder,
  EmailIdsReply,
  EmailLabel,
  EmailPaginateDirection,
  EmailWriteReply,
  EmailsListQuery,
  EmailsListReply,
  EmailsReply,
  SaveDraftInput,
  SendEmailInput,
} from '@beacon/contract/email';
import { api } from '../../lib/http';

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
    queryFn: ({ signal }) =>
      api<EmailsListReply>('/apps/email/emails', { query: { ...query }, signal }),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const emailQuery = (id: number) =>
  queryOptions({
    queryKey: emailKeys.detail(id),
    queryFn: ({ signal }) => api<EmailDetail>('/apps/email/get-email', { query: { id }, signal }),
  });

/** The neighbour of a mail in the mailbox's fixed order (newest first): previous is newer. */
export const paginateEmail = (emailId: number, dir: EmailPaginateDirection) =>
  api<EmailDetail>('/apps/email/paginate-email', { query: { emailId, dir } });

/** After any write, success or not, every list and open mail of the module reloads. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: emailKeys.all });
}

export interface EmailChanges {
  isRead?: boolean;
  isStarred?: boolean;
  folder?: EmailFolder;
}

/** Read, star or move the given mails (one or a bulk selection). */
export function useUpdateEmails() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ emailIds, dataToUpdate }: { emailIds: number[]; dataToUpdate: EmailChanges }) =>
      api<EmailsReply>('/apps/email/update-emails', {
        method: 'POST',
        body: { emailIds, dataToUpdate },
      }),
    onSettled: invalidate,
  });
}

/** Toggles a label on each of the given mails. */
export function useToggleEmailsLabel() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ emailIds, label }: { emailIds: number[]; label: EmailLabel }) =>
      api<EmailsReply>('/apps/email/update-emails-label', {
        method: 'POST',
        body: { emailIds, label },
      }),
    onSettled: invalidate,
  });
}

/** Deletes mails in the trash for good. */
export function useDeleteEmailsForGood() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (emailIds: number[]) =>
      api<EmailIdsReply>('/apps/email/delete-emails', { method: 'POST', body: { emailIds } }),
    onSettled: invalidate,
  });
}

export function useSendEmail() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (mail: SendEmailInput) =>
      api<EmailWriteReply>('/apps/email/send', { method: 'POST', body: mail }),
    onSettled: invalidate,
  });
}

/** Saves a new draft, or updates one when `id` is given. */
export function useSaveDraft() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (draft: SaveDraftInput) =>
      api<EmailWriteReply>('/apps/email/drafts', { method: 'POST', body: draft }),
    onSettled: invalidate,
  });
}
