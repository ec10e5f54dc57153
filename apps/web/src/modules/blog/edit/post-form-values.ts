import type { BlogEdit } from '@beacon/contract/blog';
import { type BlogStatus, type BlogTag, blogTagOf } from '@beacon/contract/blog-values';
import type { ApiBody } from '../../../lib/api/types';
import { descriptionHtml } from '../../../lib/sanitize-html';

export interface PostFormValues {
  title: string;
  slug: string;
  categories: BlogTag[];
  status: BlogStatus;
  excerpt: string;
  /** The editor's HTML. */
  content: string;
  /** A file store URL, a sample image's path, a data URL (older posts), or ''. */
  featuredImage: string;
}

export const emptyPost: PostFormValues = {
  title: '',
  slug: '',
  categories: [],
  status: 'Draft',
  excerpt: '',
  content: '',
  featuredImage: '',
};

export const postFormValues = (post: BlogEdit): PostFormValues => ({
  title: post.blogTitle,
  slug: post.slug,
  categories: post.blogCategories
    .map((option) => blogTagOf(option.label))
    .filter((tag): tag is BlogTag => tag !== null),
  status: post.status,
  excerpt: post.excerpt,
  content: post.content,
  featuredImage: post.featuredImage,
});

/** What the API takes: the edit reply's names, trimmed, and the content sanitised ('' when blank). */
export const postBody = (values: PostFormValues): ApiBody<'/blog/list/data/edit', 'post'> => ({
  blogTitle: values.title.trim(),
  slug: values.slug.trim(),
  blogCategories: values.categories,
  status: values.status,
  excerpt: values.excerpt.trim(),
  content: descriptionHtml(values.content),
  featuredImage: values.featuredImage,
});

/** The API's field names as the form's. */
export const formFieldOf: Record<string, keyof PostFormValues> = {
  blogTitle: 'title',
  slug: 'slug',
  blogCategories: 'categories',
  status: 'status',
  excerpt: 'excerpt',
  content: 'content',
  featuredImage: 'featuredImage',
};
