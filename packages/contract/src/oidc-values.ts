// Without zod, so that the sign-in page's small entry can read them.

/**
 * Why a sign-in with the provider did not end signed in: the callback sends the browser to
 * `/login?oidcError=<code>`, and the login page words it in the reader's language.
 */
export const oidcErrorCodes = [
  /** The provider answered with an error (the person refused, or it failed). */
  'provider',
  /** The sign-in took too long, or the browser lost its cookie: start again. */
  'expired',
  /** The answer does not belong to the sign-in this browser started (state). */
  'state',
  /** The provider's ID token was not issued for this sign-in (nonce). */
  'nonce',
  /** An account has this address, but the provider did not confirm the person owns it. */
  'unverified',
  /** No account has this address and sign-up is closed. */
  'closed',
  /** The provider could not be reached, or its answer could not be checked. */
  'failed',
] as const;
export type OidcErrorCode = (typeof oidcErrorCodes)[number];
