// The blog's fixed values without zod and without code, for the web app's route search schema (in
// the first-paint bundle); the checks and messages are in blog-rules.ts. blog.ts re-exports both.

/** The tags a post carries, which are also the sidebar's categories. */
export const blogTags = ['Quote', 'Fashion', 'Gaming', 'Video', 'Food'] as const;
export type BlogTag = (typeof blogTags)[number];

/** The sidebar's categories in their order, each with the name of its icon. */
export const blogCategories = [
  { category: 'Fashion', icon: 'Watch' },
  { category: 'Food', icon: 'ShoppingCart' },
  { category: 'Gaming', icon: 'Command' },
  { category: 'Quote', icon: 'Hash' },
  { category: 'Video', icon: 'Video' },
] as const satisfies readonly { category: BlogTag; icon: string }[];

/** A tag as the list's `tag` parameter or a category value may spell it ("fashion"), or null. */
export const blogTagOf = (value: string): BlogTag | null =>
  blogTags.find((tag) => tag.toLowerCase() === value.trim().toLowerCase()) ?? null;

/** The edit screen's status select. Only a published post is seen by others. */
export const blogStatuses = ['Published', 'Pending', 'Draft'] as const;
export type BlogStatus = (typeof blogStatuses)[number];

/** Cards per list page. */
export const blogPageSize = 6;
/** The blog list's search when a client leaves a param out: every post, first page. */
export const blogListDefaults = { q: '', page: 1 } as const;
export const blogRecentCount = 4;
export const blogCommentsPageSize = 10;

export const blogTitleMax = 120;
export const blogSlugMax = 140;
export const blogExcerptMax = 300;
/** The content's HTML, as sent (before sanitising). */
export const blogContentMax = 100_000;
export const blogCommentMax = 1_000;
export const blogNameMax = 80;
export const blogWebsiteMax = 200;
export const blogSearchMax = 100;

/**
 * A featured image sent as a data URL (an API client's; the web app uploads to the file store),
 * which the server moves into the store: these types, this size.
 */
export const blogImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const blogImageMaxBytes = 800 * 1024;

/** Lower-case words of letters and digits joined by single hyphens: `my-first-post`. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
