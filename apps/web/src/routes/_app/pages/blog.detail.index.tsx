import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { NewestPostDetail } from '../../../modules/blog/newest-post-redirect';

// `blog.detail.index`, not `blog.detail.tsx`: a file named `blog.detail.tsx` would be the parent of
// `blog.detail.$id.tsx` and would render for every post too.
/** `/pages/blog/detail` without an id: the newest post (the API's call works without one). */
export const Route = createFileRoute('/_app/pages/blog/detail/')({
  beforeLoad: () => requireAbility('read', 'Page'),
  component: NewestPostDetail,
});
