import { drizzle } from 'drizzle-orm/node-postgres';
import { createApp } from './app';

/**
 * The JSON text the app serves at `/api/openapi.json`, built in this process with no server and no
 * database: routes register without a query, so a driver-less Drizzle instance is enough (a query
 * would throw). The web's typed client is generated from it (scripts/api-types.ts).
 */
export async function openApiDocument(): Promise<string> {
  const app = createApp({
    db: drizzle.mock(),
    config: {
      // Never signs anything here: no request but the one below reaches the app.
      jwtSecret: 'openapi-document-only-0123456789abcdef',
      accessTokenTtl: '10m',
      refreshTokenTtl: '10m',
      passwordIterations: 1,
    },
  });
  const reply = await app.request('/api/openapi.json');
  if (!reply.ok) throw new Error(`/api/openapi.json answered ${reply.status}`);
  return reply.text();
}
