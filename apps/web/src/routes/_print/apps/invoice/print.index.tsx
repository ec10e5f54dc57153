import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/apps/invoice/print` without an id prints the first sample invoice. */
export const Route = createFileRoute('/_print/apps/invoice/print/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/invoice/print/$id', params: { id: '4987' }, replace: true });
  },
});
