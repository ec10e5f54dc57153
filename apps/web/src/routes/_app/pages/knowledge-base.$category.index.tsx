import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { helpSearchMax } from '@beacon/contract/help-values';
import { requireAbility } from '../../../lib/guard';
import { orDefault, searchOf, text } from '../../../lib/search-params';
import { KbCategoryPage } from '../../../modules/help/knowledge-base/kb-category-page';

const validateSearch = searchOf({
  q: orDefault(text({ max: helpSearchMax }), ''),
});

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/')({
  validateSearch,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: KbCategoryPage,
});
