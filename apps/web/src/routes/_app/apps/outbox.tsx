import { createFileRoute } from '@tanstack/react-router';
import {
  outboxPerPageDefault,
  outboxPerPageOptions,
  outboxQueryMax,
} from '@beacon/contract/outbox-values';
import { requireAbility } from '../../../lib/guard';
import { integer, numberOf, searchWithDefaults, text } from '../../../lib/search-params';
import { OutboxPage } from '../../../modules/outbox/outbox-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: outboxQueryMax }),
    page: integer({ min: 1 }),
    perPage: numberOf(outboxPerPageOptions),
    // The mail open in the reader, so that a link to it (or a reload) opens it again.
    mail: integer({ min: 1 }),
  },
  { q: '', page: 1, perPage: outboxPerPageDefault },
);

export const Route = createFileRoute('/_app/apps/outbox')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Outbox'),
  component: OutboxPage,
});
