import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

// A real OpenID Connect provider (oidc-provider) for the tests and the E2E run. Whoever asks it
// to sign in is signed in at once as the user the test set, with no login or consent page: its
// interaction route finishes every login itself, and `loadExistingGrant` grants the scopes asked,
// as a provider does for a first-party client.

/** The provider's user: the claims its ID tokens carry. */
export interface ProviderUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-ins are. */
  signInAs: (user: ProviderUser) => void;
  /** The next sign-in is refused, as when the person presses "Cancel" (error=access_denied). */
  refuseNext: () => void;
  close: () => Promise<void>;
}

export interface TestProviderOptions {
  /** A fixed port (the E2E run's); a free one when absent. */
  port?: number;
  /** The callbacks the client may be sent back to. */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  user?: ProviderUser;
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'beacon';
  const clientSecret = options.clientSecret ?? 'beacon-test-secret';
  let user: ProviderUser = options.user ?? {
    sub: 'user-1',
    email: 'someone@example.com',
    email_verified: true,
  };
  const users = new Map<string, ProviderUser>([[user.sub, user]]);
  let refuse = false;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [crypto.randomUUID()] },
    // Set, so the provider does not warn that its defaults are in use.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims go in the ID token itself, which is what Beacon reads.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const found = users.get(id);
      if (!found) return undefined;
      return { accountId: id, claims: () => ({ ...found }) };
    },
    loadExistingGrant: async (ctx) => {
      const { Grant } = ctx.oidc.provider;
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
      if (grantId) return Grant.find(grantId);
      const grant = new Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  handle = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      // Koa answers on the response itself; what it returns only says when it is done.
      void callback(req, res);
      return;
    }
    const finish = refuse
      ? { error: 'access_denied', error_description: 'The person refused' }
      : { login: { accountId: user.sub } };
    refuse = false;
    provider
      .interactionDetails(req, res)
      .then(() =>
        provider.interactionFinished(req, res, finish, { mergeWithLastSubmission: false }),
      )
      .catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      user = next;
      users.set(next.sub, next);
    },
    refuseNext: () => {
      refuse = true;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
