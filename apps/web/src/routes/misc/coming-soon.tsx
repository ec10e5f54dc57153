import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../app/pages/coming-soon-page';

/** Public, on the blank layout (REFERENCE §6.2: meta publicRoute). */
export const Route = createFileRoute('/misc/coming-soon')({
  component: ComingSoonPage,
});
