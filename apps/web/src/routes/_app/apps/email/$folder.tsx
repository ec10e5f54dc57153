import { createFileRoute, redirect } from '@tanstack/react-router';
import { emailViews } from '@beacon/contract/email-values';
import { prefetchEmailView } from '../../../../modules/email/email-list-query';

// The inbox is /apps/email itself, and `all` is the label views' folder, not a sidebar entry.
const isFolder = (value: string) =>
  value !== 'inbox' && value !== 'all' && (emailViews as readonly string[]).includes(value);

/** Sent, Draft, Starred, Spam or Trash; any other word (an old or mistyped link) goes to the inbox. */
export const Route = createFileRoute('/_app/apps/email/$folder')({
  beforeLoad: ({ params }) => {
    if (!isFolder(params.folder)) throw redirect({ to: '/apps/email', replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: (loading) => prefetchEmailView(loading),
});
