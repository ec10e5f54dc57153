import type { BlogStatus, BlogTag } from '@beacon/contract/blog-values';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Blog posts. Only a published post is seen by everyone; a pending or
 * draft one only by its author. `published_at` is set the first time a post is published, so a
 * draft written long ago and published today comes first. The author's foreign key to accounts is
 * added by hand in the `blog` migration, as modules never import each other's tables.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    authorId: integer('author_id').notNull(),
    title: text().notNull(),
    slug: text().notNull(),
    status: text().$type<BlogStatus>().notNull(),
    tags: jsonb().$type<BlogTag[]>().notNull(),
    excerpt: text().notNull().default(''),
    /** Sanitised HTML. */
    content: text().notNull().default(''),
    /** A data URL (an upload), a sample image's path, or ''. */
    image: text().notNull().default(''),
    bookmarks: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_author_idx').on(t.authorId),
    index('blog_posts_posted_idx').on(sql`coalesce(${t.publishedAt}, ${t.createdAt})`),
  ],
);

/**
 * Comments on a post: by an account of this instance (`account_id`, under the name they gave), or
 * a sample comment by a name only. The e-mail address is kept, never shown.
 */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    accountId: integer('account_id'),
    name: text().notNull(),
    email: text().notNull().default(''),
    website: text().notNull().default(''),
    text: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_comments_post_idx').on(t.postId, t.createdAt, t.id),
    index('blog_comments_account_idx').on(t.accountId),
  ],
);
