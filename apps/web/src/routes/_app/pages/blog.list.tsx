import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { type BlogTag, blogSearchMax, blogTagOf } from '@beacon/contract/blog-values';
import { requireAbility } from '../../../lib/guard';
import { type Check, integer, orDefault, searchOf, text } from '../../../lib/search-params';
import { BlogListPage } from '../../../modules/blog/list/blog-list-page';

/** Any case in a hand-written link ("food"); an unknown tag is dropped. */
const tag: Check<BlogTag, string> = (value: unknown) =>
  typeof value === 'string' ? (blogTagOf(value) ?? undefined) : undefined;

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  q: orDefault(text({ max: blogSearchMax }), ''),
  tag,
  page: orDefault(integer({ min: 1 }), 1),
});

export const Route = createFileRoute('/_app/pages/blog/list')({
  validateSearch,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: BlogListPage,
});
