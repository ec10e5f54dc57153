import { z } from 'zod';
import { accountMessages } from './account-values';
import { recordIdSchema } from './common';
import { filesPath } from './files-values';
import { userReplySchema } from './users';

export { userReplySchema };
/** The reply: the user with its new picture. */
export type UserAvatarReply = z.infer<typeof userReplySchema>;

/** The store URL of one file, as the account's avatar takes it. */
const storedPicturePattern = new RegExp(`^${filesPath}/[A-Za-z0-9_-]{22}$`);

export const usersAvatarMessages = {
  notOwn: accountMessages.avatarNotOwn,
} as const;

/**
 * A users-list person's new picture: the store URL of the caller's own `avatar` upload, or null
 * to remove it.
 */
export const userAvatarBodySchema = z.object({
  id: recordIdSchema('id'),
  avatar: z
    .string({ error: usersAvatarMessages.notOwn })
    .regex(storedPicturePattern, usersAvatarMessages.notOwn)
    .nullable()
    .meta({
      description:
        "The store URL (`/api/files/<id>`) of an `avatar` upload of the caller's own, or null: none",
    }),
});
export type UserAvatarBody = z.infer<typeof userAvatarBodySchema>;
export type UserAvatarBodyInput = z.input<typeof userAvatarBodySchema>;
