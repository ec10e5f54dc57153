// The blog's checks and messages without zod, shared by the API's contract and the web app's forms
// (their lazy chunks, not the first paint: blog-values.ts is what a route file imports).
import {
  blogCommentMax,
  blogContentMax,
  blogExcerptMax,
  blogImageMaxBytes,
  blogImageTypes,
  blogNameMax,
  blogSlugMax,
  blogStatuses,
  blogTags,
  blogTitleMax,
} from './blog-values';

/**
 * A slug made from a title: accents dropped, lower case, every run of other characters one hyphen,
 * cut to the longest slug at a word boundary. A title in another script gives '' (type one then).
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= blogSlugMax) return slug;
  const cut = slug.slice(0, blogSlugMax + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : blogSlugMax);
}

/** The first bytes of each image type: a data URL's declared type must match its content. */
const signatures: Record<(typeof blogImageTypes)[number], (bytes: string) => boolean> = {
  'image/png': (b) => b.startsWith('\x89PNG\r\n\x1a\n'),
  'image/jpeg': (b) => b.startsWith('\xff\xd8\xff'),
  'image/gif': (b) => b.startsWith('GIF87a') || b.startsWith('GIF89a'),
  'image/webp': (b) => b.startsWith('RIFF') && b.slice(8, 12) === 'WEBP',
};

export type ImageProblem = 'type' | 'size';

/**
 * What is wrong with a data URL as a featured image, or null: `type` for anything but a base64
 * PNG, JPEG, GIF or WebP whose bytes are that type, `size` above the limit.
 */
export function dataUrlImageProblem(value: string): ImageProblem | null {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(value);
  if (!match) return 'type';
  const type = (match[1] ?? '').toLowerCase();
  const data = match[2] ?? '';
  if (!blogImageTypes.some((known) => known === type)) return 'type';
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if ((data.length * 3) / 4 - padding > blogImageMaxBytes) return 'size';
  let head: string;
  try {
    head = atob(data.slice(0, 24));
  } catch {
    return 'type';
  }
  return signatures[type as keyof typeof signatures](head) ? null : 'type';
}

/** The sample images the seed gives its posts (drawn SVGs served by the web app). */
export const blogSampleImagePattern = /^\/assets\/images\/blog\/[a-z0-9-]+\.svg$/;

/** A picture of the file store, as a featured image or an `<img src>` in a post: `/api/files/<id>`. */
export const blogStoreImagePattern = /^\/api\/files\/[A-Za-z0-9_-]{22}$/;

export const blogMessages = {
  titleRequired: 'Please enter a title',
  titleTooLong: `The title must be at most ${blogTitleMax} characters`,
  slugRequired: 'Please enter a slug',
  slugFormat: 'Use lower-case letters, digits and single hyphens, e.g. my-first-post',
  slugTooLong: `The slug must be at most ${blogSlugMax} characters`,
  slugTaken: 'Another post already uses this slug',
  categoryUnknown: `Categories are: ${blogTags.join(', ')}`,
  statusUnknown: `The status must be one of: ${blogStatuses.join(', ')}`,
  excerptTooLong: `The excerpt must be at most ${blogExcerptMax} characters`,
  contentTooLong: `The content must be at most ${blogContentMax} characters`,
  imageType: 'The featured image must be a PNG, JPEG, GIF or WebP image',
  imageNotBlog: 'The featured image must be a picture uploaded for the blog (kind=blog)',
  imageSize: `The featured image must be at most ${blogImageMaxBytes / 1024} KB`,
  postNotFound: 'There is no post with this id',
  notYourPost: 'Only the author or an administrator may edit this post',
  commentRequired: 'Please write a comment',
  commentTooLong: `The comment must be at most ${blogCommentMax} characters`,
  nameRequired: 'Please enter your name',
  nameTooLong: `The name must be at most ${blogNameMax} characters`,
  emailInvalid: 'Please enter a valid email address',
  websiteInvalid: 'Please enter a web address starting with http:// or https://',
  tagUnknown: `tag must be one of: ${blogTags.join(', ')}`,
} as const;
