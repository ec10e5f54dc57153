import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '../../app/pages/maintenance-page';

/** Public, on the blank layout. */
export const Route = createFileRoute('/misc/maintenance')({
  component: MaintenancePage,
});
