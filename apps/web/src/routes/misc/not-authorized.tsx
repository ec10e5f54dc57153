import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '../../app/pages/not-authorized-page';

/** Outside the guard: it always renders, on the blank layout. */
export const Route = createFileRoute('/misc/not-authorized')({
  component: NotAuthorizedPage,
});
