import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { helpSearchMax } from '@beacon/contract/help-values';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orDefault } from '../../../lib/search-params';
import { FaqPage } from '../../../modules/help/faq/faq-page';

// zod/mini rather than the contract's schemas: route files are in the first-paint bundle.
const searchSchema = z.object({
  q: orDefault(z.string().check(z.maxLength(helpSearchMax)), ''),
});

export const Route = createFileRoute('/_app/pages/faq')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: FaqPage,
});
