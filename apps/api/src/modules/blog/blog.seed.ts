import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BlogFiles, featuredFileId, storeDataUrl } from './blog.images';
import { sampleCommentTexts, sampleCommenters, samplePosts } from './blog.samples';
import { blogComments, blogPosts } from './blog.table';

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The samples' e-mail addresses, kept with their comments and never shown. */
const emailOf = (name: string) =>
  `${name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.com`;

/** Comments spread after a post over about half a year (three days apart at most), in SQL: thousands of rows. */
async function seedComments(db: Db, postId: number, postedAt: Date, total: number) {
  if (total === 0) return;
  const minutes = Math.min(3 * 24 * 60, Math.floor((180 * 24 * 60) / total));
  const names = sampleCommenters.map((c) => c.name);
  await db.execute(sql`
    insert into ${blogComments} (post_id, name, email, website, text, created_at)
    select ${postId},
      (${textArray(names)})[1 + (g % ${names.length})],
      (${textArray(names.map(emailOf))})[1 + (g % ${names.length})],
      (${textArray(sampleCommenters.map((c) => c.website))})[1 + (g % ${names.length})],
      (${textArray(sampleCommentTexts)})[1 + ((g * 7 + ${postId}) % ${sampleCommentTexts.length})],
      ${postedAt.toISOString()}::timestamptz + g * ${minutes} * interval '1 minute'
    from generate_series(1, ${total}) as g`);
}

/**
 * The sample posts (ids 1–10 in a fresh table), published, by the given accounts in turn, with
 * their sample comment counts. Without authors (no accounts yet) nothing is seeded.
 */
export async function seedBlog(db: Db, { authorIds }: { authorIds: number[] }) {
  if (authorIds.length === 0) return;
  for (const [index, sample] of samplePosts.entries()) {
    const postedAt = new Date(sample.postedAt);
    const [row] = await db
      .insert(blogPosts)
      .values({
        authorId: authorIds[sample.author % authorIds.length] ?? authorIds[0] ?? 0,
        title: sample.title,
        slug: sample.slug,
        status: 'Published',
        tags: sample.tags,
        excerpt: sample.excerpt,
        content: sample.content,
        image: `/assets/images/blog/${index + 1}.svg`,
        bookmarks: sample.bookmarks,
        createdAt: postedAt,
        updatedAt: postedAt,
        publishedAt: postedAt,
      })
      .returning({ id: blogPosts.id });
    if (row) await seedComments(db, row.id, postedAt, sample.comments);
  }
}

/**
 * Featured images kept as data URLs (before the file store) moved into it, owned by each post's
 * author and linked to the post; a picture the store refuses stays as it was. Idempotent: a moved
 * image is a store URL.
 */
export async function moveDataUrlImages(db: Db, files: BlogFiles) {
  const posts = await db
    .select({ id: blogPosts.id, authorId: blogPosts.authorId, image: blogPosts.image })
    .from(blogPosts)
    .where(like(blogPosts.image, 'data:%'));
  for (const post of posts) {
    let url: string | undefined;
    try {
      url = await storeDataUrl(db, files, post.authorId, post.image);
    } catch {
      // Not a picture the store takes (its checks are stricter than the old ones): it still shows.
      continue;
    }
    const id = url ? featuredFileId(url) : undefined;
    if (!url || !id) continue;
    await db.update(blogPosts).set({ image: url }).where(eq(blogPosts.id, post.id));
    await files.service.link(db, [
      { fileId: id, target: 'blog', targetId: post.id, readerId: null },
    ]);
  }
}
