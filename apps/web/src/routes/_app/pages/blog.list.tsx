import { createFileRoute } from '@tanstack/react-router';
import {
  type BlogTag,
  blogListDefaults,
  blogSearchMax,
  blogTagOf,
} from '@beacon/contract/blog-values';
import { requireAbility } from '../../../lib/guard';
import { type Check, integer, searchWithDefaults, text } from '../../../lib/search-params';
import { BlogListPage } from '../../../modules/blog/list/blog-list-page';

/** Any case in a hand-written link ("food"); an unknown tag is dropped. */
const tag: Check<BlogTag, string> = (value: unknown) =>
  typeof value === 'string' ? (blogTagOf(value) ?? undefined) : undefined;

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  { q: text({ max: blogSearchMax }), tag, page: integer({ min: 1 }) },
  blogListDefaults,
);

export const Route = createFileRoute('/_app/pages/blog/list')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Page'),
  component: BlogListPage,
});
