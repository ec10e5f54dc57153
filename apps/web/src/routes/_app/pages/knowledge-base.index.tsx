import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { helpSearchMax } from '@beacon/contract/help-values';
import { requireAbility } from '../../../lib/guard';
import { orDefault, searchOf, text } from '../../../lib/search-params';
import { KbHomePage } from '../../../modules/help/knowledge-base/kb-home-page';

const validateSearch = searchOf({
  q: orDefault(text({ max: helpSearchMax }), ''),
});

export const Route = createFileRoute('/_app/pages/knowledge-base/')({
  validateSearch,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: KbHomePage,
});
