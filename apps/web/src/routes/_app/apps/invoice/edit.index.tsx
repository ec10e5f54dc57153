import { createFileRoute, redirect } from '@tanstack/react-router';

// `edit.index`, not `edit.tsx`: a file named `edit.tsx` would be the parent of `edit.$id.tsx`,
// and its redirect would then run for every invoice's edit page too.
/** `/apps/invoice/edit` without an id edits the first sample invoice (the menu links here). */
export const Route = createFileRoute('/_app/apps/invoice/edit/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/invoice/edit/$id', params: { id: '4987' }, replace: true });
  },
});
