import { readStore, storeName } from './store';
import type { MockApi, MockApiOptions, MockDatabaseOptions } from './types';

export type { MockApi, MockApiOptions, MockDatabase, MockDatabaseOptions } from './types';

// The mock entry, kept small: what opens the database (database.ts: PGlite) and the API
// (api.ts: Hono, Drizzle, the modules) are chunks of their own, both requested the moment
// this one runs, so neither download waits for the other (decision 0029).

/**
 * Starts at once what needs nothing from the page: reading IndexedDB, the database, and loading
 * the API's code.
 * The returned function finishes the start with the page's secret.
 */
export function startMockApi(
  options: MockDatabaseOptions,
): (jwtSecret: string) => Promise<MockApi> {
  const { dataDir = 'idb://beacon-admin' } = options;
  const name = /^idb:\/\/(.+)$/.exec(dataDir)?.[1];
  const stored = name === undefined ? undefined : readStore(storeName(name));
  stored?.catch(() => undefined); // reported by the start that reads it
  const code = import('./api');
  const database = import('./database').then(({ startMockDatabase }) =>
    startMockDatabase({ ...options, dataDir }, stored),
  );
  // Failures are reported by the finishing call; a start nobody finishes is not unhandled.
  code.then(
    () => performance.mark('beacon:worker:api-code'),
    () => undefined,
  );
  database.catch(() => undefined);
  return async (jwtSecret) => {
    const [{ mockApp }, started] = await Promise.all([code, database]);
    return mockApp(started, jwtSecret);
  };
}

/** The mock back end: the real API over PGlite in the page, the same code as server mode. */
export const createMockApi = ({ jwtSecret, ...options }: MockApiOptions): Promise<MockApi> =>
  startMockApi(options)(jwtSecret);
