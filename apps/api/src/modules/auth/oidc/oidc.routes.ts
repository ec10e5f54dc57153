import { createRouter } from '../../../lib/router';

/** Sign-in with an OpenID Connect provider, and linking an account to it. */
export function oidcRoutes() {
  return createRouter();
}
