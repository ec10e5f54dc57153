import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../app/layouts/app-layout';
import { requireSignedIn } from '../lib/guard';

/** Everything behind sign-in, inside the app shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSignedIn(location.href),
  component: AppLayout,
});
