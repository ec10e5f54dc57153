import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { BlogNewPage } from '../../../modules/blog/edit/blog-new-page';

export const Route = createFileRoute('/_app/pages/blog/new')({
  beforeLoad: () => requireAbility('create', 'Page'),
  component: BlogNewPage,
});
