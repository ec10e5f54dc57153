import { createFileRoute } from '@tanstack/react-router';
import { helpSearchDefaults, helpSearchMax } from '@beacon/contract/help-values';
import { requireAbility } from '../../../lib/guard';
import { searchWithDefaults, text } from '../../../lib/search-params';
import { KbCategoryPage } from '../../../modules/help/knowledge-base/kb-category-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults({ q: text({ max: helpSearchMax }) }, helpSearchDefaults);

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Page'),
  component: KbCategoryPage,
});
