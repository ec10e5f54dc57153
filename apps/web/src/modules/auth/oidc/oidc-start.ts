/**
 * The errors the login page has words for (the contract's `oidcErrorCodes`, which come with zod:
 * too much for /login's first paint); any other code gets the general one.
 */
const knownErrors = new Set([
  'provider',
  'expired',
  'state',
  'nonce',
  'unverified',
  'closed',
  'failed',
]);

/** The key of what the login page says about a failed sign-in with the provider (`?oidcError=`). */
export const oidcErrorKey = (code: string) =>
  `oidc.errors.${knownErrors.has(code) ? code : 'failed'}`;

/** The start of a sign-in with the provider: the API sends the browser on to it. */
export const oidcStartUrl = (redirect?: string) =>
  `/api/auth/oidc/start${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
