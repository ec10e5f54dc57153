import { oidcErrorCodes } from '@beacon/contract/oidc-values';

const knownErrors = new Set<string>(oidcErrorCodes);

/** The key of what the login page says about a failed sign-in with the provider (`?oidcError=`). */
export const oidcErrorKey = (code: string) =>
  `oidc.errors.${knownErrors.has(code) ? code : 'failed'}`;

/** The start of a sign-in with the provider: the API sends the browser on to it. */
export const oidcStartUrl = (redirect?: string) =>
  `/api/auth/oidc/start${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
