import { and, inArray, lt, notExists, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FilesConfig } from '../../lib/file-store';
import type { Job } from '../../lib/jobs';
import type { ModuleContext } from '../../lib/module';
import { storeOf } from './files.service';
import { fileLinks, files } from './files.table';

/** An upload not attached yet is kept this long: the form that uploaded it may still save. */
export const orphanGraceMs = 60 * 60_000;
export const collectEveryMs = 10 * 60_000;
/** Files removed per statement: a backlog is cleared in short steps. */
const batch = 100;

/**
 * Removes files that no link holds and that are older than the grace time: their bytes first,
 * then their rows, a batch per transaction. S3 is outside the transaction: a failure after its
 * delete leaves rows whose bytes are gone, which the next run removes, never bytes no row names.
 * Answers how many files went.
 */
export async function collectOrphans(
  db: Db,
  config: FilesConfig | undefined,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - orphanGraceMs);
  let removed = 0;
  for (;;) {
    const gone = await db.transaction((tx) => collectBatch(tx, config, cutoff));
    removed += gone;
    if (gone < batch) return removed;
  }
}

/** One batch, locked: an attach that comes at that moment waits, and then finds no file. */
async function collectBatch(db: Db, config: FilesConfig | undefined, cutoff: Date) {
  const orphans = await db
    .select({ id: files.id, storage: files.storage })
    .from(files)
    .where(
      and(
        lt(files.createdAt, cutoff),
        notExists(db.select().from(fileLinks).where(eq(fileLinks.fileId, files.id))),
      ),
    )
    .limit(batch)
    .for('update', { skipLocked: true });
  if (orphans.length === 0) return 0;
  for (const storage of new Set(orphans.map((orphan) => orphan.storage))) {
    const keys = orphans
      .filter((orphan) => orphan.storage === storage)
      .flatMap((orphan) => [orphan.id, `${orphan.id}.thumb`]);
    await storeOf(config, { storage }).remove(db, keys);
  }
  await db.delete(files).where(
    inArray(
      files.id,
      orphans.map((orphan) => orphan.id),
    ),
  );
  return orphans.length;
}

/** The collector of orphaned files. */
export function filesJobs(context: ModuleContext): readonly Job[] {
  return [
    {
      name: 'files.collect',
      everyMs: collectEveryMs,
      run: async () => {
        await collectOrphans(context.db, context.config.files, new Date());
      },
    },
  ];
}
