import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { helpSearchMax } from '@beacon/contract/help-values';
import { requireAbility } from '../../../lib/guard';
import { orDefault, searchOf, text } from '../../../lib/search-params';
import { FaqPage } from '../../../modules/help/faq/faq-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  q: orDefault(text({ max: helpSearchMax }), ''),
});

export const Route = createFileRoute('/_app/pages/faq')({
  validateSearch,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: FaqPage,
});
