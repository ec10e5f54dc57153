import { createRouter } from '../../../lib/router';

/** Two-factor sign-in with an authenticator app, and its recovery codes. */
export function twoFactorRoutes() {
  return createRouter();
}
