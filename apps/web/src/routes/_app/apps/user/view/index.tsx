import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/apps/user/view` without an id shows the first user (the menu links here). */
export const Route = createFileRoute('/_app/apps/user/view/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/user/view/$id', params: { id: '1' }, replace: true });
  },
});
