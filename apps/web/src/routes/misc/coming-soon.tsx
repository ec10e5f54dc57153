import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../app/pages/coming-soon-page';

/** Public, on the blank layout. */
export const Route = createFileRoute('/misc/coming-soon')({
  component: ComingSoonPage,
});
