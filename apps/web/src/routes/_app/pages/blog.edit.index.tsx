import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { NewestPostEdit } from '../../../modules/blog/newest-post-redirect';

// `blog.edit.index`, not `blog.edit.tsx`: see blog.detail.index.tsx.
/** `/pages/blog/edit` without an id: the newest post's edit page. */
export const Route = createFileRoute('/_app/pages/blog/edit/')({
  beforeLoad: () => requireAbility('update', 'Page'),
  component: NewestPostEdit,
});
