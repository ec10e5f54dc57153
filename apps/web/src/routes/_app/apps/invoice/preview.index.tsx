import { createFileRoute, redirect } from '@tanstack/react-router';

// `preview.index`, not `preview.tsx`: a file named `preview.tsx` would be the parent of
// `preview.$id.tsx`, and its redirect would then run for every invoice's preview too.
/** `/apps/invoice/preview` without an id shows the first sample invoice (the menu links here). */
export const Route = createFileRoute('/_app/apps/invoice/preview/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/invoice/preview/$id', params: { id: '4987' }, replace: true });
  },
});
