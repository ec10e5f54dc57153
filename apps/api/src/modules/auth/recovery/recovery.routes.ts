import { createRouter } from '../../../lib/router';

/** Password reset, e-mail verification and invitations. */
export function recoveryRoutes() {
  return createRouter();
}
