import { z } from 'zod';
import { optionalQuery, pageSchema, perPageSchema, recordIdSchema } from './common';
import {
  type BlogTag,
  blogCommentMax,
  blogCommentsPageSize,
  blogContentMax,
  blogExcerptMax,
  blogNameMax,
  blogPageSize,
  blogSearchMax,
  blogSlugMax,
  blogSlugPattern,
  blogStatuses,
  blogTagOf,
  blogTags,
  blogTitleMax,
  blogWebsiteMax,
  blogListDefaults,
} from './blog-values';
import {
  blogMessages,
  blogSampleImagePattern,
  blogStoreImagePattern,
  dataUrlImageProblem,
} from './blog-rules';

export * from './blog-rules';
export * from './blog-values';

// Dates come twice: in the kept display form ("Jan 10, 2020", UTC) and as ISO 8601, which a
// screen formats in its reader's language.

const tagSchema = z.enum(blogTags);
const statusSchema = z.enum(blogStatuses);

// ---------------------------------------------------------------------------------------------
// The list and its sidebar

export const blogCardSchema = z
  .object({
    id: z.number().int(),
    img: z.string().meta({
      description:
        'The featured image: a file store URL (read with the bearer token), a sample path, a data URL (older data), or empty',
    }),
    title: z.string(),
    slug: z.string(),
    avatar: z.string().meta({ description: "The author's avatar URL, or empty" }),
    userFullName: z.string(),
    blogPosted: z.string().meta({ description: 'e.g. "Jan 10, 2020"' }),
    postedAt: z.string().meta({ description: 'ISO 8601: published, or created if never' }),
    tags: z.array(tagSchema),
    excerpt: z.string(),
    comment: z.number().int().meta({ description: 'How many comments' }),
    status: statusSchema,
  })
  .meta({ id: 'BlogCard' });
export type BlogCard = z.infer<typeof blogCardSchema>;

export const blogListQuerySchema = z.object({
  q: optionalQuery(
    z.string().trim().max(blogSearchMax, `q must be at most ${blogSearchMax} characters`),
  ).default(blogListDefaults.q),
  tag: optionalQuery(
    z
      .string()
      .transform((value, ctx): BlogTag => {
        const tag = blogTagOf(value);
        if (!tag) ctx.addIssue({ code: 'custom', message: blogMessages.tagUnknown });
        return tag ?? 'Quote';
      })
      .meta({ description: `One of ${blogTags.join(', ')} (any case)` }),
  ),
  page: pageSchema,
  perPage: perPageSchema(blogPageSize, 50),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;
export type BlogListQueryInput = z.input<typeof blogListQuerySchema>;

export const blogListReplySchema = z.object({
  posts: z.array(blogCardSchema),
  total: z.number().int(),
});
export type BlogListReply = z.infer<typeof blogListReplySchema>;

export const blogSidebarReplySchema = z.object({
  recentPosts: z.array(
    z.object({
      id: z.number().int(),
      img: z.string(),
      title: z.string(),
      createdTime: z.string().meta({ description: 'e.g. "Jan 14 2020"' }),
      createdAt: z.string(),
    }),
  ),
  categories: z.array(
    z.object({
      category: tagSchema,
      icon: z.string(),
      count: z.number().int().meta({ description: 'Posts the caller can see with this tag' }),
    }),
  ),
});
export type BlogSidebarReply = z.infer<typeof blogSidebarReplySchema>;

// ---------------------------------------------------------------------------------------------
// A post and its comments

export const blogCommentSchema = z
  .object({
    id: z.number().int(),
    avatar: z.string(),
    userFullName: z.string(),
    website: z.string(),
    commentedAt: z.string().meta({ description: 'e.g. "May 24, 2020"' }),
    createdAt: z.string(),
    commentText: z.string(),
  })
  .meta({ id: 'BlogComment' });
export type BlogComment = z.infer<typeof blogCommentSchema>;

export const blogPostSchema = z
  .object({
    id: z.number().int(),
    img: z.string(),
    title: z.string(),
    slug: z.string(),
    avatar: z.string(),
    userFullName: z.string(),
    createdTime: z.string().meta({ description: 'e.g. "Jan 10, 2020"' }),
    createdAt: z.string(),
    tags: z.array(tagSchema),
    excerpt: z.string(),
    content: z.string().meta({ description: 'Sanitised HTML' }),
    status: statusSchema,
    comments: z.number().int().meta({ description: 'How many comments' }),
    bookmarked: z.number().int(),
    canEdit: z.boolean().meta({ description: 'Whether the caller may edit this post' }),
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogDetailQuerySchema = z.object({
  id: optionalQuery(recordIdSchema('id')).meta({
    description: 'The post; without it the newest published post',
  }),
});

export const blogDetailReplySchema = z.object({
  blog: blogPostSchema,
  comments: z.array(blogCommentSchema).meta({ description: 'The newest comments, first page' }),
});
export type BlogDetailReply = z.infer<typeof blogDetailReplySchema>;

export const blogCommentsQuerySchema = z.object({
  id: recordIdSchema('id'),
  page: pageSchema,
  perPage: perPageSchema(blogCommentsPageSize, 50),
});
export type BlogCommentsQuery = z.infer<typeof blogCommentsQuerySchema>;

export const blogCommentsReplySchema = z.object({
  comments: z.array(blogCommentSchema),
  total: z.number().int(),
});
export type BlogCommentsReply = z.infer<typeof blogCommentsReplySchema>;

/** An optional text field: absent or blank means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const blogCommentBodySchema = z.object({
  id: recordIdSchema('id'),
  name: z
    .string({ error: blogMessages.nameRequired })
    .trim()
    .min(1, blogMessages.nameRequired)
    .max(blogNameMax, blogMessages.nameTooLong)
    .optional()
    .meta({ description: "Defaults to the caller's name" }),
  email: z
    .email({ error: blogMessages.emailInvalid })
    .max(254, blogMessages.emailInvalid)
    .optional()
    .meta({ description: "Defaults to the caller's address; never shown" }),
  website: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: blogMessages.websiteInvalid })
      .max(blogWebsiteMax, blogMessages.websiteInvalid)
      .optional(),
  ),
  comment: z
    .string({ error: blogMessages.commentRequired })
    .trim()
    .min(1, blogMessages.commentRequired)
    .max(blogCommentMax, blogMessages.commentTooLong),
});
export type BlogCommentBody = z.infer<typeof blogCommentBodySchema>;
export type BlogCommentBodyInput = z.input<typeof blogCommentBodySchema>;

export const blogCommentReplySchema = z.object({ comment: blogCommentSchema });

// ---------------------------------------------------------------------------------------------
// Editing (an addition to the kept API)

export const blogCategoryOptionSchema = z.object({
  value: z.string().meta({ description: 'e.g. "fashion"' }),
  label: tagSchema,
});

export const blogEditSchema = z
  .object({
    id: z.number().int(),
    avatar: z.string(),
    userFullName: z.string(),
    createdTime: z.string().meta({ description: 'e.g. "May 24, 2020"' }),
    createdAt: z.string(),
    blogTitle: z.string(),
    blogCategories: z.array(blogCategoryOptionSchema),
    slug: z.string(),
    status: statusSchema,
    excerpt: z.string(),
    content: z.string().meta({ description: 'Sanitised HTML' }),
    featuredImage: z.string(),
  })
  .meta({ id: 'BlogEdit' });
export type BlogEdit = z.infer<typeof blogEditSchema>;

export const blogEditQuerySchema = blogDetailQuerySchema;
export const blogIdParamSchema = z.object({ id: recordIdSchema('id') });

/** A category as the edit reply gives it (`{ value, label }`) or as a bare value, any case. */
const categorySchema = z.preprocess(
  (value) => (value && typeof value === 'object' && 'value' in value ? value.value : value),
  z.string({ error: blogMessages.categoryUnknown }).transform((value, ctx): BlogTag => {
    const tag = blogTagOf(value);
    if (!tag) ctx.addIssue({ code: 'custom', message: blogMessages.categoryUnknown });
    return tag ?? 'Quote';
  }),
);

/**
 * Empty (no image), one of the sample images, a file store picture's URL (`/api/files/<id>`), or
 * a PNG, JPEG, GIF or WebP data URL (which the server moves into the store).
 */
export const featuredImageSchema = z
  .string({ error: blogMessages.imageType })
  .superRefine((value, ctx) => {
    if (value === '' || blogSampleImagePattern.test(value) || blogStoreImagePattern.test(value))
      return;
    const problem = dataUrlImageProblem(value);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'size' ? blogMessages.imageSize : blogMessages.imageType,
      });
  });

export const blogPostBodySchema = z.object({
  blogTitle: z
    .string({ error: blogMessages.titleRequired })
    .trim()
    .min(1, blogMessages.titleRequired)
    .max(blogTitleMax, blogMessages.titleTooLong),
  slug: z
    .string({ error: blogMessages.slugRequired })
    .trim()
    .min(1, { message: blogMessages.slugRequired, abort: true })
    .max(blogSlugMax, blogMessages.slugTooLong)
    .regex(blogSlugPattern, blogMessages.slugFormat),
  blogCategories: z
    .array(categorySchema, { error: blogMessages.categoryUnknown })
    .default([])
    .transform((tags) => blogTags.filter((tag) => tags.includes(tag))),
  status: z.enum(blogStatuses, { error: blogMessages.statusUnknown }).default('Draft'),
  excerpt: z
    .string({ error: blogMessages.excerptTooLong })
    .trim()
    .max(blogExcerptMax, blogMessages.excerptTooLong)
    .default(''),
  content: z
    .string({ error: blogMessages.contentTooLong })
    .max(blogContentMax, blogMessages.contentTooLong)
    .default(''),
  featuredImage: featuredImageSchema.default(''),
});
export type BlogPostBody = z.infer<typeof blogPostBodySchema>;
export type BlogPostBodyInput = z.input<typeof blogPostBodySchema>;
