import * as client from 'openid-client';
import type { OidcErrorCode } from '@beacon/contract/oidc';
import type { OidcConfig } from '../../../lib/context';

// The only file that imports openid-client: the routes load it with import(), so the mock
// runtime's bundle, where there is never a provider, does not carry it.

/** A sign-in with the provider that went wrong, and the code the login page words. */
export class OidcFlowError extends Error {
  constructor(
    readonly code: OidcErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** What the browser must bring back to the callback: kept in the signed flow cookie. */
export interface FlowChecks {
  verifier: string;
  state: string;
  nonce: string;
}

/** What the provider says of the person, from its ID token. */
export interface ProviderClaims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

// Discovery once per issuer and process; a failed one is forgotten, so the next sign-in retries.
const configurations = new Map<string, Promise<client.Configuration>>();

function configurationOf(oidc: OidcConfig): Promise<client.Configuration> {
  const key = `${oidc.issuer}\n${oidc.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    const issuer = new URL(oidc.issuer);
    // Plain HTTP only to a provider on this machine (tests, a local identity server); any other
    // issuer must speak HTTPS, as openid-client requires.
    const insecure = issuer.protocol === 'http:' && loopback.has(issuer.hostname);
    found = client.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
      execute: insecure ? [client.allowInsecureRequests] : [],
    });
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

const failed = (error: unknown) =>
  new OidcFlowError('failed', error instanceof Error ? error.message : String(error));

/** The provider's authorization URL (code flow, PKCE S256) and the checks to keep for the callback. */
export async function startFlow(
  oidc: OidcConfig,
  redirectUri: string,
): Promise<{ url: string; checks: FlowChecks }> {
  let configuration: client.Configuration;
  try {
    configuration = await configurationOf(oidc);
  } catch (error) {
    throw failed(error);
  }
  const checks = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
  });
  return { url: url.href, checks };
}

/** Whether the error, or one it was caused by, is a mismatch of the ID token's nonce. */
function isNonceMismatch(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    const cause: unknown = at.cause;
    if (typeof cause === 'object' && cause !== null && 'claim' in cause && cause.claim === 'nonce')
      return true;
  }
  return false;
}

/**
 * Trades the code for tokens and reads the ID token. `callbackUrl` is the callback as the
 * provider was told it (the public address) with the query the provider sent.
 */
export async function finishFlow(
  oidc: OidcConfig,
  callbackUrl: URL,
  checks: FlowChecks,
): Promise<ProviderClaims> {
  try {
    const configuration = await configurationOf(oidc);
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider sent no ID token');
    return {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  } catch (error) {
    if (isNonceMismatch(error)) throw new OidcFlowError('nonce', 'the ID token’s nonce differs');
    throw failed(error);
  }
}
