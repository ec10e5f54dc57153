import type {
  ChatContact,
  ChatFile,
  ChatProfile,
  ChatMessage,
  ChatsAndContactsReply,
  GetChatReply,
} from '@beacon/contract/chat';

/** The signed-in admin of test/session (`demoUsers.admin`). */
export const meId = 1;

export const testContact = (
  id: number,
  fullName: string,
  fields: Partial<ChatContact> = {},
): ChatContact => ({
  id,
  fullName,
  role: 'Frontend Developer',
  about: `About ${fullName}.`,
  avatar: '',
  status: 'online',
  ...fields,
});

export const testMessage = (senderId: number, message: string, minute = 0): ChatMessage => ({
  message,
  senderId,
  time: new Date(Date.UTC(2024, 2, 11, 9, minute)).toISOString(),
  file: null,
});

/** A file of the store as a message carries it; a picture has a thumbnail. */
export const testFile = (id: string, name: string, isImage: boolean): ChatFile => ({
  id,
  name,
  type: isImage ? 'image/png' : 'application/pdf',
  size: isImage ? 48_000 : 2_400_000,
  isImage,
  url: `/api/files/${id}`,
  thumbnailUrl: isImage ? `/api/files/${id}/thumbnail` : null,
});

export const felecia = testContact(2, 'Felecia Rower', { status: 'offline' });
export const adalberto = testContact(3, 'Adalberto Granzin', { status: 'busy' });
export const verla = testContact(4, 'Verla Morgano');

export const feleciaMessages = [
  testMessage(2, 'Hi', 0),
  testMessage(meId, 'Hello. How can I help You?', 1),
  testMessage(meId, 'If it takes long you can mail me.', 2),
];
export const adalbertoMessages = [
  testMessage(meId, 'How can we help?', 0),
  testMessage(3, 'How can I purchase it?', 5),
];

const summary = (id: number, messages: ChatMessage[], unseenMsgs: number) => ({
  id,
  unseenMsgs,
  lastMessage: messages.at(-1) ?? testMessage(meId, ''),
});

/** GET /apps/chat/chats-and-contacts: two chats (one with an unseen message), three contacts. */
export const listReply = (): ChatsAndContactsReply => {
  const adalbertoChat = { ...adalberto, chat: summary(3, adalbertoMessages, 1) };
  const feleciaChat = { ...felecia, chat: summary(2, feleciaMessages, 0) };
  return {
    chatsContacts: [adalbertoChat, feleciaChat],
    contacts: [feleciaChat, adalbertoChat, verla],
    profileUser: { id: meId, fullName: 'John Doe', avatar: '', status: 'online' },
  };
};

/** GET /apps/chat/get-chat for Felecia. */
export const feleciaChat = (): GetChatReply => ({
  contact: felecia,
  chat: { id: 2, userId: 2, unseenMsgs: 0, chat: feleciaMessages },
});

/** GET /apps/chat/users/profile-user for the admin. */
export const profileReply = (): ChatProfile => ({
  id: meId,
  fullName: 'John Doe',
  avatar: '',
  role: 'admin',
  about: 'Admin of the demo.',
  status: 'online',
  settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
});
