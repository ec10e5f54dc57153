import { createRouter } from '../../../lib/router';

/** Passkeys (WebAuthn): adding, naming and removing them, and signing in with one. */
export function passkeyRoutes() {
  return createRouter();
}
