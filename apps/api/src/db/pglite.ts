import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './client';
import * as schema from './schema';

export function fromPglite(client: PGlite): Database {
  return { db: drizzle(client, { schema }), kind: 'pglite', close: () => client.close() };
}
