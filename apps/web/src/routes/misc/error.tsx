import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/pages/not-found-page';

/** The error page is the 404: public, and the same page as any unknown path. */
export const Route = createFileRoute('/misc/error')({
  component: NotFoundPage,
});
