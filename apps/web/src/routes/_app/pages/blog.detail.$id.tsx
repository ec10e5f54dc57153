import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { BlogDetailPage } from '../../../modules/blog/detail/blog-detail-page';

export const Route = createFileRoute('/_app/pages/blog/detail/$id')({
  beforeLoad: () => requireAbility('read', 'Page'),
  component: BlogDetailPage,
});
