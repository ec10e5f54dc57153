import { readFileSync } from 'node:fs';
import type { LoginReply, RegisterReply, UserData } from '@beacon/contract/auth';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, createLive } from '../app';
import type { LiveHub } from '../lib/live/hub';
import type { Database } from '../db/client';
import { openPglite } from '../db/pglite';
import { fromPostgres } from '../db/postgres';
import { sharpImages } from '../modules/files/sharp-images';
import type { AppConfig } from '../lib/context';
import { TEST_PASSWORD_ITERATIONS } from './constants';
import { testLogger } from './test-log';
import { checkReply } from './reply-contract';
import { createFromTemplate, dropDatabase, withDatabase } from './databases';

export type Backend = 'pglite' | 'postgres';

/** Every module's tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: Backend[] = inject('pgTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];

export const testConfig: AppConfig = {
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  accessTokenTtl: '10m',
  refreshTokenTtl: '10m',
  passwordIterations: TEST_PASSWORD_ITERATIONS,
  // Every request logs as on the server, so the run's end can check no secret reached a line.
  logger: testLogger,
  // Pictures are processed as on the server, so a test sees what a user would get.
  files: { images: sharpImages },
};

/** A database of this file's own, copied from the seeded image or template: files never interfere. */
export async function openTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const image = new Blob([readFileSync(inject('pgliteImage'))]);
    return (await openPglite({ loadDataDir: image })).database;
  }
  const templateUrl = inject('pgTemplateUrl');
  if (!templateUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `beacon_test_${crypto.randomUUID().replaceAll('-', '')}`;
  await createFromTemplate(templateUrl, name);
  const database = fromPostgres(withDatabase(templateUrl, name), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(templateUrl, name);
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

export const demo = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;

/** The app over a fresh copy of the seeded database, for the tests of one `describe` block. */
export function useTestApp(backend: Backend, config: AppConfig = testConfig) {
  let database: Database | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  // Closed with the database: its heartbeat would otherwise query a closed database every 30 s
  // for the rest of the worker's run.
  let live: LiveHub | undefined;
  const tokens = new Map<string, Promise<string>>();

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    live = createLive(database.db, config);
    app = createApp({ db: database.db, config, live });
  });
  afterAll(async () => {
    await live?.close();
    await database?.close();
  });

  const ready = () => {
    if (!app || !database) throw new Error('the test app is not started yet');
    return { app, database };
  };

  async function call<T = unknown>(
    method: string,
    path: string,
    { token, body, headers = {} }: CallOptions = {},
  ): Promise<Reply<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await ready().app.fetch(new Request(`http://test${path}`, init));
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    const { app } = ready();
    checkReply(
      app.openAPIRegistry,
      method,
      `http://test${path}`,
      response.status,
      response.headers.get('content-type'),
      parsed,
    );
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function login(who: { email: string; password: string }): Promise<LoginReply> {
    const reply = await call<LoginReply>('POST', '/jwt/login', { body: who });
    if (reply.status !== 200) throw new Error(`login failed: ${reply.status}`);
    return reply.body;
  }

  /**
   * A new account (role admin, as every registered one) and its access token: a second shopper
   * whose personal data must never mix with the demo admin's.
   */
  async function signUp(username: string): Promise<{ token: string; userData: UserData }> {
    const reply = await call<RegisterReply>('POST', '/jwt/register', {
      body: { username, email: `${username}@example.com`, password: 'password-1234' },
    });
    if (reply.status !== 200 || !('accessToken' in reply.body))
      throw new Error(`sign-up failed: ${reply.status}`);
    return { token: reply.body.accessToken, userData: reply.body.user };
  }

  /** A signed-in demo account's access token, fetched once per block. */
  function tokenOf(who: keyof typeof demo): Promise<string> {
    if (!tokens.has(who))
      tokens.set(
        who,
        login(demo[who]).then((r) => r.accessToken),
      );
    return tokens.get(who) as Promise<string>;
  }

  /** Calls under one path prefix, signed in with `token`: `api.post('/cart', body)`. */
  async function as(prefix: string, token: string | Promise<string>) {
    const auth = { token: await token };
    return {
      get: <T>(path: string) => call<T>('GET', `${prefix}${path}`, auth),
      post: <T>(path: string, body: unknown) =>
        call<T>('POST', `${prefix}${path}`, { ...auth, body }),
      patch: <T>(path: string, body: unknown) =>
        call<T>('PATCH', `${prefix}${path}`, { ...auth, body }),
      put: <T>(path: string, body: unknown) =>
        call<T>('PUT', `${prefix}${path}`, { ...auth, body }),
      del: <T>(path: string) => call<T>('DELETE', `${prefix}${path}`, auth),
    };
  }

  return {
    call,
    as,
    login,
    signUp,
    tokenOf,
    get db() {
      return ready().database.db;
    },
    get app() {
      return ready().app;
    },
  };
}
