import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { BlogEditPage } from '../../../modules/blog/edit/blog-edit-page';

export const Route = createFileRoute('/_app/pages/blog/edit/$id')({
  beforeLoad: () => requireAbility('update', 'Page'),
  component: BlogEditPage,
});
