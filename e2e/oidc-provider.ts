// The OpenID Connect provider of the E2E run (playwright.config.ts starts it beside the server,
// `npx tsx e2e/oidc-provider.ts`): anyone who signs in there is at once its one user, whose address
// it has verified. The settings below are also what the server and oidc.spec.ts are given.

export const oidcProvider = {
  port: 4790,
  clientId: 'beacon-e2e',
  clientSecret: 'beacon-e2e-secret',
  label: 'Beacon ID',
  /** The server-mode web server of playwright.config.ts, which the provider sends people back to. */
  serverOrigin: 'http://127.0.0.1:4781',
  user: {
    sub: 'e2e-oidc-walker',
    email: 'oidc-walker@example.com',
    email_verified: true,
    name: 'Olivia Walker',
  },
} as const;

export const oidcIssuer = `http://127.0.0.1:${oidcProvider.port}`;

if (process.argv[1]?.endsWith('oidc-provider.ts')) {
  // Loaded only when run: the config and the spec import the settings above, not the provider.
  const { startTestProvider } = await import('../apps/api/src/modules/auth/oidc/test-provider');
  const provider = await startTestProvider({
    port: oidcProvider.port,
    clientId: oidcProvider.clientId,
    clientSecret: oidcProvider.clientSecret,
    redirectUris: [`${oidcProvider.serverOrigin}/api/auth/oidc/callback`],
    user: { ...oidcProvider.user },
  });
  console.log(`OpenID Connect provider at ${provider.issuer}`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
