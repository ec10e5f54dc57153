import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { helpSearchMax } from '@beacon/contract/help-values';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orDefault } from '../../../lib/search-params';
import { KbHomePage } from '../../../modules/help/knowledge-base/kb-home-page';

const searchSchema = z.object({
  q: orDefault(z.string().check(z.maxLength(helpSearchMax)), ''),
});

export const Route = createFileRoute('/_app/pages/knowledge-base/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: KbHomePage,
});
