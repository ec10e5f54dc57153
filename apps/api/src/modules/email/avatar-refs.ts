import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emails } from './email.table';

/**
 * A mail row keeps its sender's avatar as it was when sent. Once avatars are store URLs that is a
 * reference to the account's picture, so when the picture moves (a data URL stored, an avatar
 * replaced or removed) the rows follow it instead of pointing at a file about to be collected.
 */
export interface MailAvatars {
  /** Rows whose sender's avatar is `oldValue` get `newValue` ('' for none); how many changed. */
  replaceAvatar: (db: Db, oldValue: string, newValue: string) => Promise<number>;
}

declare module '../../lib/module' {
  interface Services {
    mailAvatars: MailAvatars;
  }
}

export const mailAvatars: MailAvatars = {
  replaceAvatar: async (db, oldValue, newValue) => {
    if (oldValue === '' || oldValue === newValue) return 0;
    const changed = await db
      .update(emails)
      .set({ fromAvatar: newValue })
      .where(eq(emails.fromAvatar, oldValue))
      .returning({ id: emails.id });
    return changed.length;
  },
};
