import { createFileRoute } from '@tanstack/react-router';
import { searchWithDefaults, text } from '../../lib/search-params';
import { DemoOutboxPage } from '../../modules/outbox/demo-outbox-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults({ to: text({ min: 1, max: 254 }) }, {});

/** A demo's outbox for one address, for a visitor who is signed out (a reset link, say). */
export const Route = createFileRoute('/_guest/outbox')({
  ...search,
  component: DemoOutboxPage,
});
