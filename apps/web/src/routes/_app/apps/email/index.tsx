import { createFileRoute } from '@tanstack/react-router';
import { prefetchEmailView } from '../../../../modules/email/email-list-query';

/** The inbox. The page itself is the parent route's. */
export const Route = createFileRoute('/_app/apps/email/')({
  loaderDeps: ({ search }) => search,
  loader: (loading) => prefetchEmailView(loading),
});
