import { createRoute } from '@hono/zod-openapi';
import {
  blogCommentBodySchema,
  blogCommentReplySchema,
  blogCommentsPageSize,
  blogCommentsQuerySchema,
  blogCommentsReplySchema,
  blogDetailQuerySchema,
  blogDetailReplySchema,
  blogEditQuerySchema,
  blogEditSchema,
  blogIdParamSchema,
  blogListQuerySchema,
  blogListReplySchema,
  blogMessages,
  blogPostBodySchema,
  blogSidebarReplySchema,
  type BlogPostBody,
} from '@beacon/contract/blog';
import { errorReplySchema } from '@beacon/contract/common';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { sanitizeHtml } from '../../lib/sanitize-html';
import {
  type BlogFiles,
  contentFiles,
  featuredFileId,
  featuredImageOf,
  relinkPost,
} from './blog.images';
import * as repo from './blog.repo';

const tags = ['Blog'];
const guarded = { tags, security: bearerSecurity } as const;
const unknownPost = { 404: json(errorReplySchema, blogMessages.postNotFound) };
const visibility =
  'Published posts are seen by everyone who may read pages; a pending or draft post only by its author (another caller gets 404).';

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/blog/list/data',
  summary: 'Blog posts: search, tag and a page, the newest first',
  description: `\`q\` is a case-insensitive substring of the title or the excerpt; \`%\` and \`_\` are literal. \`tag\` keeps the posts with that tag. ${visibility} A page past the end is empty with the same total.`,
  middleware: [requires('read', 'Page')] as const,
  request: { query: blogListQuerySchema },
  responses: { 200: json(blogListReplySchema, 'A page'), ...badInput, ...guardedReplies },
});

const sidebarRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/blog/list/data/sidebar',
  summary: 'The four newest posts and the five categories',
  middleware: [requires('read', 'Page')] as const,
  responses: { 200: json(blogSidebarReplySchema, 'The sidebar'), ...guardedReplies },
});

const detailRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/blog/list/data/detail',
  summary: 'One post and its newest comments (`?id=3`; without an id the newest published post)',
  description: visibility,
  middleware: [requires('read', 'Page')] as const,
  request: { query: blogDetailQuerySchema },
  responses: {
    200: json(blogDetailReplySchema, 'The post'),
    ...badInput,
    ...unknownPost,
    ...guardedReplies,
  },
});

const commentsRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/blog/list/data/detail/comments',
  summary: "A page of a post's comments, the newest first (an addition to the kept API)",
  middleware: [requires('read', 'Page')] as const,
  request: { query: blogCommentsQuerySchema },
  responses: {
    200: json(blogCommentsReplySchema, 'A page of comments'),
    ...badInput,
    ...unknownPost,
    ...guardedReplies,
  },
});

const addCommentRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/blog/list/data/detail/comments',
  summary: 'Comment on a post (an addition to the kept API)',
  description:
    "Name and e-mail default to the caller's; the address is kept, never shown. Anyone who may read the post may comment.",
  middleware: [requires('read', 'Page')] as const,
  request: { body: jsonBody(blogCommentBodySchema) },
  responses: {
    201: json(blogCommentReplySchema, 'Added'),
    ...badInput,
    ...unknownPost,
    ...guardedReplies,
  },
});

const editRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/blog/list/data/edit',
  summary: 'A post as the edit screen shows it (`?id=3`; without an id the newest published post)',
  description: `${visibility} A post the caller may not edit (neither its author nor manage-all) is a 403.`,
  middleware: [requires('read', 'Page')] as const,
  request: { query: blogEditQuerySchema },
  responses: {
    200: json(blogEditSchema, 'The post'),
    ...badInput,
    ...unknownPost,
    ...guardedReplies,
  },
});

const bodyNote =
  'The content is stored as sanitised HTML; its only pictures are `<img src="/api/files/<id>" alt="…">` of files the caller may attach (400 on `content` otherwise; any other `<img>` is dropped). The slug is unique (400 on `slug` when another post has it). The featured image is empty, a sample image path, a file store URL `/api/files/<id>` of a `blog` upload the caller may attach (400 on `featuredImage` otherwise), or a PNG, JPEG, GIF or WebP data URL of at most 800 KB, which is moved into the store. The post\'s pictures become readable to anyone signed in; those it no longer uses are released.';

const createPostRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/blog/list/data/edit',
  summary: 'Write a new post, by the caller (an addition to the kept API)',
  description: bodyNote,
  middleware: [requires('create', 'Page')] as const,
  request: { body: jsonBody(blogPostBodySchema) },
  responses: { 201: json(blogEditSchema, 'Created'), ...badInput, ...guardedReplies },
});

const updatePostRoute = createRoute({
  ...guarded,
  method: 'put',
  path: '/blog/list/data/edit/{id}',
  summary: 'Rewrite a post (an addition to the kept API)',
  description: `${bodyNote} Only its author or a manage-all user may (else 403); a post the caller cannot see is a 404.`,
  middleware: [requires('update', 'Page')] as const,
  request: { params: blogIdParamSchema, body: jsonBody(blogPostBodySchema) },
  responses: {
    200: json(blogEditSchema, 'Saved'),
    ...badInput,
    ...unknownPost,
    ...guardedReplies,
  },
});

function viewerOf(c: Context<AppEnv>): repo.Viewer {
  const { id, ability } = c.var.principal;
  return { id, manageAll: ability.can('manage', 'all'), canUpdate: ability.can('update', 'Page') };
}

/** A slug another post has: a field message, not a 500. */
async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest({ slug: [blogMessages.slugTaken] });
    throw error;
  }
}

async function editable(c: Context<AppEnv>, id: number | undefined) {
  const found = await repo.findEditable(c.var.db, viewerOf(c), id);
  if (found.kind === 'missing') throw notFound(blogMessages.postNotFound);
  if (found.kind === 'forbidden') throw new HttpError(403, blogMessages.notYourPost);
  return found.post;
}

/** The body as the post keeps it, with the store files it uses (checked for the caller). */
async function written(c: Context<AppEnv>, files: BlogFiles, body: BlogPostBody) {
  const writer = c.var.principal.id;
  const featuredImage = await featuredImageOf(c.var.db, files, writer, body.featuredImage);
  const inContent = await contentFiles(c.var.db, files, writer, sanitizeHtml(body.content));
  const featured = featuredFileId(featuredImage);
  const used = featured ? [featured, ...inContent.filter((id) => id !== featured)] : inContent;
  return { body: { ...body, featuredImage }, used };
}

export function blogRoutes({
  directory,
  files,
}: {
  directory: repo.BlogDirectory;
  files: BlogFiles;
}) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      return c.json(await repo.listPosts(c.var.db, directory, viewerOf(c), query), 200);
    })
    .openapi(sidebarRoute, async (c) => c.json(await repo.sidebar(c.var.db, viewerOf(c)), 200))
    .openapi(detailRoute, async (c) => {
      const { id } = c.req.valid('query');
      const blog = await repo.postDetail(c.var.db, directory, viewerOf(c), id);
      if (!blog) throw notFound(blogMessages.postNotFound);
      const { comments } = await repo.listComments(c.var.db, directory, {
        id: blog.id,
        page: 1,
        perPage: blogCommentsPageSize,
      });
      return c.json({ blog, comments }, 200);
    })
    .openapi(commentsRoute, async (c) => {
      const query = c.req.valid('query');
      if (!(await repo.findVisiblePost(c.var.db, viewerOf(c), query.id)))
        throw notFound(blogMessages.postNotFound);
      return c.json(await repo.listComments(c.var.db, directory, query), 200);
    })
    .openapi(addCommentRoute, async (c) => {
      const body = c.req.valid('json');
      const viewer = viewerOf(c);
      if (!(await repo.findVisiblePost(c.var.db, viewer, body.id)))
        throw notFound(blogMessages.postNotFound);
      const [me] = await directory(c.var.db, [viewer.id]);
      const comment = await repo.addComment(
        c.var.db,
        directory,
        { id: viewer.id, name: me?.name ?? '', email: me?.email ?? '' },
        body,
      );
      return c.json({ comment }, 201);
    })
    .openapi(editRoute, async (c) => {
      const post = await editable(c, c.req.valid('query').id);
      return c.json(await repo.toEdit(c.var.db, directory, post), 200);
    })
    .openapi(createPostRoute, async (c) => {
      const { body, used } = await written(c, files, c.req.valid('json'));
      const post = await uniqueSlug(() =>
        repo.createPost(c.var.db, directory, c.var.principal.id, body),
      );
      await relinkPost(c.var.db, files, post.id, used);
      return c.json(post, 201);
    })
    .openapi(updatePostRoute, async (c) => {
      const { id } = c.req.valid('param');
      await editable(c, id);
      const { body, used } = await written(c, files, c.req.valid('json'));
      const post = await uniqueSlug(() => repo.updatePost(c.var.db, directory, id, body));
      await relinkPost(c.var.db, files, id, used);
      return c.json(post, 200);
    });
}
