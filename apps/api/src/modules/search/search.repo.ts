import { eq, sql } from 'drizzle-orm';
import { defaultBookmarkIds } from '@beacon/contract/search';
import type { Db } from '../../db/client';
import { bookmarks } from './search.table';

/** The ids of the pages an account has bookmarked: its own changes over the defaults. */
export async function bookmarkedIds(db: Db, userId: number): Promise<Set<number>> {
  const changed = await db
    .select({ pageId: bookmarks.pageId, bookmarked: bookmarks.bookmarked })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId));
  const ids = new Set(defaultBookmarkIds);
  for (const row of changed) {
    if (row.bookmarked) ids.add(row.pageId);
    else ids.delete(row.pageId);
  }
  return ids;
}

/**
 * Flips one page's bookmark for one account and returns the new state. One statement: the first
 * toggle stores the opposite of the default, later ones flip the stored state, so two toggles at
 * once never lose one.
 */
export async function toggleBookmark(db: Db, userId: number, pageId: number): Promise<boolean> {
  const [row] = await db
    .insert(bookmarks)
    .values({ userId, pageId, bookmarked: !defaultBookmarkIds.includes(pageId) })
    .onConflictDoUpdate({
      target: [bookmarks.userId, bookmarks.pageId],
      // In ON CONFLICT, the table's own column is the stored row (the new one is EXCLUDED).
      set: { bookmarked: sql`not ${bookmarks.bookmarked}` },
    })
    .returning({ bookmarked: bookmarks.bookmarked });
  if (!row) throw new Error('the bookmark upsert returned no row');
  return row.bookmarked;
}
