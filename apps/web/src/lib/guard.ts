import { redirect } from '@tanstack/react-router';
import { ability } from './ability';
import { session } from './session';

/** For routes behind sign-in: a visitor goes to /login, and comes back after. */
export function requireSignedIn(href: string): void {
  if (!session.isSignedIn()) throw redirect({ to: '/login', search: { redirect: href } });
}

/** For a route that needs an ability; the API refuses the same requests with 403 anyway. */
export function requireAbility(action: string, subject: string): void {
  if (!ability.can(action, subject)) throw redirect({ to: '/misc/not-authorized' });
}

/**
 * Where a user lands after signing in: client → Access Control, anyone who
 * may read the dashboards → the e-commerce dashboard; any other role → `/`, which opens the first
 * page it may see.
 */
export const homeOf = (role: string | undefined) =>
  role === 'client'
    ? '/access-control'
    : ability.can('read', 'Dashboard')
      ? '/dashboard/ecommerce'
      : '/';
