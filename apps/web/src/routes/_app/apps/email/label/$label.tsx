import { createFileRoute, redirect } from '@tanstack/react-router';
import { emailLabels } from '@beacon/contract/email-values';
import { prefetchEmailView } from '../../../../../modules/email/email-list-query';

const isLabel = (value: string) => (emailLabels as readonly string[]).includes(value);

/** The mail of one label in every folder but the trash; an unknown label goes to the inbox. */
export const Route = createFileRoute('/_app/apps/email/label/$label')({
  beforeLoad: ({ params }) => {
    if (!isLabel(params.label)) throw redirect({ to: '/apps/email', replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: (loading) => prefetchEmailView(loading),
});
