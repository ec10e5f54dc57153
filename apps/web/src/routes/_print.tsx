import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../lib/guard';

/**
 * Pages made to be printed: behind sign-in like `_app` (they call the API with the user's token),
 * but with no shell around them. `_guest` is blank too, yet sends a signed-in user away.
 */
export const Route = createFileRoute('/_print')({
  beforeLoad: ({ location }) => requireSignedIn(location.href),
  component: Outlet,
});
