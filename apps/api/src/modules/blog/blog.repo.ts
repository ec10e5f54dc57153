import type {
  BlogCard,
  BlogCommentBody,
  BlogCommentsQuery,
  BlogEdit,
  BlogListQuery,
  BlogPost,
  BlogPostBody,
  BlogSidebarReply,
} from '@beacon/contract/blog';
import { blogCategories, blogRecentCount } from '@beacon/contract/blog-values';
import { type SQL, and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContains } from '../../lib/like';
import { sanitizeHtml } from '../../lib/sanitize-html';
import {
  type CommentRow,
  categoryOption,
  formatDay,
  formatShortDay,
  toComment,
} from './blog.format';
import { blogComments, blogPosts } from './blog.table';

/** An account as the blog shows it: a post's author, a comment's writer. */
export interface BlogAuthor {
  id: number;
  name: string;
  email: string;
  avatar: string;
}

/**
 * Looks accounts up by id: the auth module's, asked for through the module context
 * (blog.module.ts), as modules never import each other. Unknown ids are left out.
 */
export type BlogDirectory = (db: Db, ids: number[]) => Promise<BlogAuthor[]>;

/** Who asks: only the author sees an unpublished post; the author or a manage-all user edits. */
export interface Viewer {
  id: number;
  manageAll: boolean;
  /** May update shared pages at all (`update Page`). */
  canUpdate: boolean;
}

type PostRow = typeof blogPosts.$inferSelect;

/** When a post counts as posted: its first publication, or its creation if never published. */
const postedAt = sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`.mapWith(
  blogPosts.createdAt,
);
const newestFirst = [desc(postedAt), desc(blogPosts.id)];
// Written out: inside a subquery Drizzle leaves a column's table off, and "id" would then be the
// comment's own.
const commentCount =
  sql<number>`(select count(*) from "blog_comments" as c where c.post_id = "blog_posts"."id")`.mapWith(
    Number,
  );

const visibleTo = (viewer: Viewer) =>
  or(eq(blogPosts.status, 'Published'), eq(blogPosts.authorId, viewer.id));

const canEdit = (row: Pick<PostRow, 'authorId'>, viewer: Viewer) =>
  viewer.canUpdate && (row.authorId === viewer.id || viewer.manageAll);

async function authorsOf(db: Db, directory: BlogDirectory, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const found = wanted.length > 0 ? await directory(db, wanted) : [];
  return new Map(found.map((author) => [author.id, author]));
}

/** What a post's card and its page both show: the post's own fields and its writer. */
const cardFields = (
  post: PostRow,
  author: { name: string; avatar: string | null } | undefined,
) => ({
  id: post.id,
  img: post.image,
  title: post.title,
  slug: post.slug,
  avatar: author?.avatar ?? '',
  userFullName: author?.name ?? '',
});

/** A visible post by id, or without an id the newest published one. */
async function findPost(db: Db, viewer: Viewer, id: number | undefined) {
  const [row] = await db
    .select({ post: blogPosts, postedAt, comments: commentCount })
    .from(blogPosts)
    .where(
      id === undefined
        ? eq(blogPosts.status, 'Published')
        : and(eq(blogPosts.id, id), visibleTo(viewer)),
    )
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/** A post the viewer can see (before its comments are read or added), or undefined. */
export async function findVisiblePost(db: Db, viewer: Viewer, id: number) {
  return (await findPost(db, viewer, id))?.post;
}

export async function listPosts(
  db: Db,
  directory: BlogDirectory,
  viewer: Viewer,
  query: BlogListQuery,
): Promise<{ posts: BlogCard[]; total: number }> {
  const filters: (SQL | undefined)[] = [visibleTo(viewer)];
  if (query.q) {
    const pattern = likeContains(query.q);
    filters.push(
      or(
        sql`lower(${blogPosts.title}) like ${pattern}`,
        sql`lower(${blogPosts.excerpt}) like ${pattern}`,
      ),
    );
  }
  if (query.tag) filters.push(sql`${blogPosts.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ post: blogPosts, postedAt, comments: commentCount })
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  const authors = await authorsOf(
    db,
    directory,
    rows.map((row) => row.post.authorId),
  );
  const posts = rows.map(({ post, postedAt: posted, comments }) => {
    return {
      ...cardFields(post, authors.get(post.authorId)),
      blogPosted: formatDay(posted),
      postedAt: posted.toISOString(),
      tags: post.tags,
      excerpt: post.excerpt,
      comment: comments,
      status: post.status,
    };
  });
  return { posts, total: counted?.n ?? 0 };
}

/** The newest posts the viewer can see, and how many visible posts carry each category. */
export async function sidebar(db: Db, viewer: Viewer): Promise<BlogSidebarReply> {
  const visible = visibleTo(viewer);
  const [recent, counts] = await Promise.all([
    db
      .select({ id: blogPosts.id, img: blogPosts.image, title: blogPosts.title, postedAt })
      .from(blogPosts)
      .where(visible)
      .orderBy(...newestFirst)
      .limit(blogRecentCount),
    db
      .select({ tag: sql<string>`tag`, n: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`${blogPosts}, jsonb_array_elements_text(${blogPosts.tags}) as tag`)
      .where(visible)
      .groupBy(sql`tag`),
  ]);
  return {
    recentPosts: recent.map((row) => ({
      id: row.id,
      img: row.img,
      title: row.title,
      createdTime: formatShortDay(row.postedAt),
      createdAt: row.postedAt.toISOString(),
    })),
    categories: blogCategories.map(({ category, icon }) => ({
      category,
      icon,
      count: counts.find((row) => row.tag === category)?.n ?? 0,
    })),
  };
}

const commentColumns = {
  id: blogComments.id,
  accountId: blogComments.accountId,
  name: blogComments.name,
  website: blogComments.website,
  text: blogComments.text,
  createdAt: blogComments.createdAt,
};

async function withAvatars(db: Db, directory: BlogDirectory, rows: CommentRow[]) {
  const accounts = await authorsOf(
    db,
    directory,
    rows.map((row) => row.accountId),
  );
  return rows.map((row) =>
    toComment(row, row.accountId === null ? '' : accounts.get(row.accountId)?.avatar),
  );
}

/** A page of a post's comments, the newest first (a new comment is seen at once). */
export async function listComments(
  db: Db,
  directory: BlogDirectory,
  { id, page, perPage }: Pick<BlogCommentsQuery, 'id' | 'page' | 'perPage'>,
) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(commentColumns)
      .from(blogComments)
      .where(eq(blogComments.postId, id))
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(blogComments).where(eq(blogComments.postId, id)),
  ]);
  return { comments: await withAvatars(db, directory, rows), total: counted?.n ?? 0 };
}

/** A post as its page shows it, or undefined when the viewer cannot see it (or it does not exist). */
export async function postDetail(
  db: Db,
  directory: BlogDirectory,
  viewer: Viewer,
  id: number | undefined,
): Promise<BlogPost | undefined> {
  const found = await findPost(db, viewer, id);
  if (!found) return undefined;
  const { post, postedAt: posted, comments } = found;
  const author = (await authorsOf(db, directory, [post.authorId])).get(post.authorId);
  return {
    ...cardFields(post, author),
    createdTime: formatDay(posted),
    createdAt: posted.toISOString(),
    tags: post.tags,
    excerpt: post.excerpt,
    content: post.content,
    status: post.status,
    comments,
    bookmarked: post.bookmarks,
    canEdit: canEdit(post, viewer),
  };
}

export async function addComment(
  db: Db,
  directory: BlogDirectory,
  author: { id: number; name: string; email: string },
  body: BlogCommentBody,
) {
  const [row] = await db
    .insert(blogComments)
    .values({
      postId: body.id,
      accountId: author.id,
      name: body.name ?? author.name,
      email: body.email ?? author.email,
      website: body.website ?? '',
      text: body.comment,
    })
    .returning(commentColumns);
  if (!row) throw new Error('insert into blog_comments returned no row');
  const [comment] = await withAvatars(db, directory, [row]);
  if (!comment) throw new Error('the new comment went missing');
  return comment;
}

export async function toEdit(db: Db, directory: BlogDirectory, post: PostRow): Promise<BlogEdit> {
  const author = (await authorsOf(db, directory, [post.authorId])).get(post.authorId);
  const created = post.createdAt;
  return {
    id: post.id,
    avatar: author?.avatar ?? '',
    userFullName: author?.name ?? '',
    createdTime: formatDay(created),
    createdAt: created.toISOString(),
    blogTitle: post.title,
    blogCategories: post.tags.map(categoryOption),
    slug: post.slug,
    status: post.status,
    excerpt: post.excerpt,
    content: post.content,
    featuredImage: post.image,
  };
}

export type EditLookup =
  { kind: 'missing' } | { kind: 'forbidden' } | { kind: 'found'; post: PostRow };

/** A post the viewer may edit: missing when they cannot see it, forbidden when not theirs to edit. */
export async function findEditable(
  db: Db,
  viewer: Viewer,
  id: number | undefined,
): Promise<EditLookup> {
  const found = await findPost(db, viewer, id);
  if (!found) return { kind: 'missing' };
  return canEdit(found.post, viewer) ? { kind: 'found', post: found.post } : { kind: 'forbidden' };
}

const written = (body: BlogPostBody) => ({
  title: body.blogTitle,
  slug: body.slug,
  status: body.status,
  tags: body.blogCategories,
  excerpt: body.excerpt,
  content: sanitizeHtml(body.content),
  image: body.featuredImage,
});

export async function createPost(
  db: Db,
  directory: BlogDirectory,
  authorId: number,
  body: BlogPostBody,
): Promise<BlogEdit> {
  const now = new Date();
  const [row] = await db
    .insert(blogPosts)
    .values({
      ...written(body),
      authorId,
      createdAt: now,
      updatedAt: now,
      publishedAt: body.status === 'Published' ? now : null,
    })
    .returning();
  if (!row) throw new Error('insert into blog_posts returned no row');
  return toEdit(db, directory, row);
}

/** Rewrites a post; its first publication date is kept, or set now if it is published first now. */
export async function updatePost(
  db: Db,
  directory: BlogDirectory,
  id: number,
  body: BlogPostBody,
): Promise<BlogEdit> {
  const publishedNow = body.status === 'Published' ? sql`now()` : sql`null`;
  const [row] = await db
    .update(blogPosts)
    .set({
      ...written(body),
      updatedAt: new Date(),
      publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${publishedNow})`,
    })
    .where(eq(blogPosts.id, id))
    .returning();
  if (!row) throw new Error('the post to update went missing');
  return toEdit(db, directory, row);
}
