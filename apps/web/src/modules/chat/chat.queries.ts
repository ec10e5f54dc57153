import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChatProfile,
  ChatsAndContactsReply,
  GetChatReply,
  SendMessageReply,
  UpdateChatProfileBody,
} from '@beacon/contract/chat';
import { api } from '../../lib/http';

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
    queryFn: ({ signal }) =>
      api<ChatsAndContactsReply>('/apps/chat/chats-and-contacts', { signal }),
  });

/**
 * The chat with one contact. Opening it resets the caller's unseen count on the server, so each
 * fresh copy makes the list's badge stale: the list reloads after it.
 */
export const chatQuery = (contactId: number) =>
  queryOptions({
    queryKey: chatKeys.chat(contactId),
    queryFn: async ({ signal, client }) => {
      const reply = await api<GetChatReply>('/apps/chat/get-chat', {
        query: { id: contactId },
        signal,
      });
      void client.invalidateQueries({ queryKey: chatKeys.lists() });
      return reply;
    },
  });

export const profileQuery = () =>
  queryOptions({
    queryKey: chatKeys.profile(),
    queryFn: ({ signal }) => api<ChatProfile>('/apps/chat/users/profile-user', { signal }),
  });

/**
 * Sends a message to a contact. The reply's message is appended to the open chat at once (the
 * reload that follows confirms it), so the sender sees it without waiting for a round trip more.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, message }: { contactId: number; message: string }) =>
      api<SendMessageReply>('/apps/chat/send-msg', {
        method: 'POST',
        body: { message, contact: { id: contactId } },
      }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

/** Saves the caller's about, status or settings. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateChatProfileBody) =>
      api<ChatProfile>('/apps/chat/users/profile-user', { method: 'POST', body: changes }),
    onSuccess: (profile) => queryClient.setQueryData(chatKeys.profile(), profile),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
