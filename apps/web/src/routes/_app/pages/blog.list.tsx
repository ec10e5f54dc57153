import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { blogSearchMax, blogTagOf } from '@beacon/contract/blog-values';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orDefault, orNone } from '../../../lib/search-params';
import { BlogListPage } from '../../../modules/blog/list/blog-list-page';

// zod/mini over the contract's zod-free values: route files are in the first-paint bundle.
const searchSchema = z.object({
  q: orDefault(z.string().check(z.maxLength(blogSearchMax)), ''),
  // Any case in a hand-written link ("food"); an unknown tag is dropped.
  tag: orNone(
    z.pipe(
      z.string(),
      z.transform((tag) => blogTagOf(tag) ?? undefined),
    ),
  ),
  page: orDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});

export const Route = createFileRoute('/_app/pages/blog/list')({
  validateSearch: searchSchema,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: BlogListPage,
});
