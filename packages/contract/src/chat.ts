import { z } from 'zod';
import { optionalQuery, recordIdSchema } from './common';
import { fileIdSchema } from './files';

/** Presence: the profile radios read Online, Do Not Disturb (busy), Away, Offline. */
export const chatStatuses = ['online', 'busy', 'away', 'offline'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

export const chatMessageMax = 5000;
export const chatAboutMax = 500;
export const chatSearchMax = 100;

export const chatStatusSchema = z.enum(chatStatuses, {
  error: `status must be one of: ${chatStatuses.join(', ')}`,
});

export const chatSettingsSchema = z.object({
  isTwoStepAuthVerificationEnabled: z.boolean(),
  isNotificationsOn: z.boolean(),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

/** GET /apps/chat/users/profile-user: the signed-in user as the chat shows them. */
export const chatProfileSchema = z
  .object({
    id: z.number().int(),
    avatar: z.string(),
    fullName: z.string(),
    role: z.string(),
    about: z.string(),
    status: chatStatusSchema.meta({ description: 'The presence this user chose' }),
    settings: chatSettingsSchema,
  })
  .meta({ id: 'ChatProfile' });
export type ChatProfile = z.infer<typeof chatProfileSchema>;

/** The file a message carries, as both members of the chat may read it. */
export const chatFileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    size: z.number().int().meta({ description: 'Bytes' }),
    isImage: z.boolean(),
    url: z.string().meta({ description: 'GET it with the bearer token' }),
    thumbnailUrl: z.string().nullable().meta({ description: 'Pictures only' }),
  })
  .meta({ id: 'ChatFile' });
export type ChatFile = z.infer<typeof chatFileSchema>;

export const chatMessageSchema = z
  .object({
    message: z.string().meta({ description: 'May be empty when the message carries a file' }),
    time: z.iso.datetime().meta({ description: 'ISO date-time (UTC)' }),
    senderId: z.number().int(),
    file: chatFileSchema.nullable().meta({ description: 'A picture or file sent with it' }),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A contact's chat summary in the lists: `unseenMsgs` counts what the caller has not read. */
export const chatSummarySchema = z.object({
  id: z.number().int(),
  unseenMsgs: z.number().int(),
  lastMessage: chatMessageSchema,
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatContactSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    role: z.string(),
    about: z.string(),
    avatar: z.string(),
    status: chatStatusSchema.meta({
      description: 'Presence: offline unless a session is connected, else the status they chose',
    }),
    chat: chatSummarySchema.optional(),
  })
  .meta({ id: 'ChatContact' });
export type ChatContact = z.infer<typeof chatContactSchema>;

/** The caller's chat with one contact: `userId` is the contact, `chat` the messages oldest first. */
export const chatSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    unseenMsgs: z.number().int(),
    chat: z.array(chatMessageSchema),
  })
  .meta({ id: 'Chat' });
export type Chat = z.infer<typeof chatSchema>;

export const chatsAndContactsReplySchema = z.object({
  chatsContacts: z.array(chatContactSchema.extend({ chat: chatSummarySchema })),
  contacts: z.array(chatContactSchema),
  profileUser: chatProfileSchema.pick({ id: true, avatar: true, fullName: true, status: true }),
});
export type ChatsAndContactsReply = z.infer<typeof chatsAndContactsReplySchema>;

export const getChatReplySchema = z.object({
  chat: chatSchema.optional().meta({ description: 'Absent when there is no chat yet' }),
  contact: chatContactSchema,
});
export type GetChatReply = z.infer<typeof getChatReplySchema>;

export const sendMessageReplySchema = z.object({
  response: z.object({
    newMessageData: chatMessageSchema,
    id: z.number().int().meta({ description: 'The contact id' }),
    chat: chatSchema.optional().meta({ description: 'Only when this message created the chat' }),
  }),
});
export type SendMessageReply = z.infer<typeof sendMessageReplySchema>;

// ---------------------------------------------------------------------------------------------
// Inputs

export const chatsAndContactsQuerySchema = z.object({
  q: optionalQuery(
    z.string().trim().max(chatSearchMax, `q must be at most ${chatSearchMax} characters`),
  ),
});

/** `?id=<contactId>` of GET /apps/chat/get-chat. */
export const getChatQuerySchema = z.object({ id: recordIdSchema('id') });

const messageSchema = z
  .string({ error: 'message must be text' })
  .refine(
    (text) => text.length <= chatMessageMax,
    `A message must be at most ${chatMessageMax} characters`,
  );

const contactRefSchema = z.looseObject(
  { id: recordIdSchema('contact.id') },
  { error: 'contact must be an object with an id' },
);

/**
 * POST /apps/chat/send-msg: `{ message, contact, fileId? }` or `{ obj: { contact, message } }`
 * (both kept for API compatibility); both become `{ message, contactId, fileId? }`. With a file
 * the text may be empty; without one it may not.
 */
export const sendMessageBodySchema = z
  .preprocess(
    (body) =>
      body && typeof body === 'object' && 'obj' in body && body.obj && typeof body.obj === 'object'
        ? body.obj
        : body,
    z
      .object({
        message: messageSchema.default(''),
        contact: contactRefSchema,
        fileId: fileIdSchema('fileId').optional(),
      })
      .superRefine(({ message, fileId }, ctx) => {
        if (fileId === undefined && message.trim() === '')
          ctx.addIssue({ code: 'custom', path: ['message'], message: 'Type a message first' });
      }),
  )
  .transform(({ message, contact, fileId }) => ({ message, contactId: contact.id, fileId }));
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** POST /apps/chat/users/profile-user (added to the kept API): any of these, nothing else. */
export const updateChatProfileBodySchema = z
  .strictObject(
    {
      about: z
        .string({ error: 'about must be text' })
        .trim()
        .max(chatAboutMax, `About must be at most ${chatAboutMax} characters`)
        .optional(),
      status: chatStatusSchema.optional(),
      settings: z
        .strictObject(
          {
            isTwoStepAuthVerificationEnabled: z.boolean().optional(),
            isNotificationsOn: z.boolean().optional(),
          },
          { error: 'settings may hold only the two switches' },
        )
        .optional(),
    },
    { error: 'Only about, status and settings can be changed' },
  )
  // `settings: {}` changes nothing either: the profile's update would have no column to set.
  .refine(
    ({ settings = {}, ...rest }) =>
      [...Object.values(rest), ...Object.values(settings)].some((value) => value !== undefined),
    'Send about, status or settings',
  );
export type UpdateChatProfileBody = z.infer<typeof updateChatProfileBodySchema>;

// ---------------------------------------------------------------------------------------------
// Live events (the live channel, topic `user:<id>` of each user concerned, and `presence`)

export const chatLiveEventSchema = z.discriminatedUnion('type', [
  /** A message in one of the user's chats; `message` is absent when too large to carry. */
  z.object({
    type: z.literal('chat.message'),
    contactId: z.number().int(),
    chatId: z.number().int(),
    message: chatMessageSchema.optional(),
  }),
  /** The user read a chat (in any of their sessions): unseen is back to 0. */
  z.object({ type: z.literal('chat.read'), contactId: z.number().int() }),
  z.object({ type: z.literal('chat.typing'), contactId: z.number().int() }),
  z.object({
    type: z.literal('chat.presence'),
    userId: z.number().int(),
    status: chatStatusSchema,
  }),
]);
export type ChatLiveEvent = z.infer<typeof chatLiveEventSchema>;
