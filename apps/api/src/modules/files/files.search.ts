import { and, desc, ne, sql } from 'drizzle-orm';
import { likeContains } from '../../lib/like';
import type { Contributions } from '../../lib/module';
import { mayRead } from './files.service';
import { files } from './files.table';

/**
 * The quick search's stored files: those the caller may read whose name holds `q`, the newest
 * first, one short page. Avatars are left out: every account's is readable to all, and a face is
 * not a file anybody looks for.
 */
export const filesSearch: Contributions['search'] = {
  files: (db, viewerId, q, limit) =>
    db
      .select({ id: files.id, name: files.name, type: files.type, size: files.size })
      .from(files)
      .where(
        and(
          mayRead(viewerId),
          ne(files.kind, 'avatar'),
          q ? sql`${files.search} like ${likeContains(q)}` : undefined,
        ),
      )
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(limit),
};
