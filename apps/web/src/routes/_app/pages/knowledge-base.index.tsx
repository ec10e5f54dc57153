import { createFileRoute } from '@tanstack/react-router';
import { helpSearchDefaults, helpSearchMax } from '@beacon/contract/help-values';
import { requireAbility } from '../../../lib/guard';
import { searchWithDefaults, text } from '../../../lib/search-params';
import { KbHomePage } from '../../../modules/help/knowledge-base/kb-home-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults({ q: text({ max: helpSearchMax }) }, helpSearchDefaults);

export const Route = createFileRoute('/_app/pages/knowledge-base/')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Page'),
  component: KbHomePage,
});
