import type { QueryClient } from '@tanstack/react-query';
import type {
  ChatContact,
  ChatProfile,
  ChatStatus,
  ChatsAndContactsReply,
  GetChatReply,
} from '@beacon/contract/chat';
import { chatKeys } from './chat.queries';

const withStatus = <T extends { id: number; status: ChatStatus }>(
  person: T,
  userId: number,
  status: ChatStatus,
): T => (person.id === userId ? { ...person, status } : person);

/**
 * A presence change heard on the live channel, written into every cached copy of that user (the
 * lists, their open chat, the user's own profile) instead of reloading them all.
 */
export function applyPresence(queryClient: QueryClient, userId: number, status: ChatStatus): void {
  queryClient.setQueryData<ChatsAndContactsReply>(
    chatKeys.lists(),
    (list) =>
      list && {
        chatsContacts: list.chatsContacts.map((contact) => withStatus(contact, userId, status)),
        contacts: list.contacts.map((contact: ChatContact) => withStatus(contact, userId, status)),
        profileUser: withStatus(list.profileUser, userId, status),
      },
  );
  queryClient.setQueryData<GetChatReply>(
    chatKeys.chat(userId),
    (reply) => reply && { ...reply, contact: { ...reply.contact, status } },
  );
  queryClient.setQueryData<ChatProfile>(
    chatKeys.profile(),
    (profile) => profile && withStatus(profile, userId, status),
  );
}
