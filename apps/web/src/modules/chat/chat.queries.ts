import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetChatReply, UpdateChatProfileBody } from '@beacon/contract/chat';
import { api, unwrap } from '../../lib/http';

/** Every key starts with the module id, so one invalidation reaches all of the module's views. */
export const chatKeys = {
  all: ['chat'] as const,
  profile: () => [...chatKeys.all, 'profile'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  chat: (contactId: number) => [...chatKeys.all, 'chat', contactId] as const,
};

/** The chats and contacts; the sidebar filters them by name itself, so no `q` goes out. */
export const chatsQuery = () =>
  queryOptions({
    queryKey: chatKeys.lists(),
    queryFn: ({ signal }) => unwrap(api.GET('/apps/chat/chats-and-contacts', { signal })),
  });

/**
 * The chat with one contact. Opening it resets the caller's unseen count on the server, so each
 * fresh copy makes the list's badge stale: the list reloads after it.
 */
export const chatQuery = (contactId: number) =>
  queryOptions({
    queryKey: chatKeys.chat(contactId),
    queryFn: async ({ signal, client }) => {
      const reply = await unwrap(
        api.GET('/apps/chat/get-chat', { params: { query: { id: contactId } }, signal }),
      );
      void client.invalidateQueries({ queryKey: chatKeys.lists() });
      return reply;
    },
  });

export const profileQuery = () =>
  queryOptions({
    queryKey: chatKeys.profile(),
    queryFn: ({ signal }) => unwrap(api.GET('/apps/chat/users/profile-user', { signal })),
  });

/** A message to send: its text (may be empty with a file) and the uploaded file it carries. */
export interface NewMessage {
  contactId: number;
  message: string;
  fileId?: string;
}

/**
 * Sends a message to a contact. The reply's message is appended to the open chat at once (the
 * reload that follows confirms it), so the sender sees it without waiting for a round trip more.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, message, fileId }: NewMessage) =>
      unwrap(
        api.POST('/apps/chat/send-msg', {
          body: { message, contact: { id: contactId }, ...(fileId ? { fileId } : {}) },
        }),
      ),
    onSuccess: ({ response }, { contactId }) => {
      queryClient.setQueryData(chatKeys.chat(contactId), (old: GetChatReply | undefined) => {
        if (!old) return old;
        const chat = response.chat ??
          old.chat ?? { id: 0, userId: contactId, unseenMsgs: 0, chat: [] };
        // A new chat arrives with its first message already in it.
        const messages = response.chat ? chat.chat : [...chat.chat, response.newMessageData];
        return { ...old, chat: { ...chat, chat: messages } };
      });
    },
    meta: { invalidates: [chatKeys.all] },
  });
}

/** Saves the caller's about, status or settings. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateChatProfileBody) =>
      unwrap(api.POST('/apps/chat/users/profile-user', { body: changes })),
    onSuccess: (profile) => queryClient.setQueryData(chatKeys.profile(), profile),
    meta: { invalidates: [chatKeys.all] },
  });
}
