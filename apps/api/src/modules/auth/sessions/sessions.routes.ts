import { createRouter } from '../../../lib/router';

/** One's own sign-ins: listing and revoking them. */
export function sessionRoutes() {
  return createRouter();
}
