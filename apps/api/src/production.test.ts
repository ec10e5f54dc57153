import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readEnv } from './lib/env';
import { settingsProblems } from './production';
import { killLeftovers, startServer, stopServer } from './test/server-process';

const scratch = mkdtempSync(join(tmpdir(), 'beacon-production-test-'));
const secret = 'k3Q9-vX2pL7mZ8rT4wY6bN1cD5fG0hJq';
const production = { BEACON_MODE: 'production', JWT_SECRET: secret };

/** A stand-in web build: the pages and the favicon beside them. */
const webRoot = join(scratch, 'web');
mkdirSync(webRoot);
// The sign-in page as prerendered: the demo pair filled in.
const signInForm =
  '<input type="email" name="email" value="admin@demo.com"/><input type="password" name="password" value="admin"/>';
for (const page of ['index', 'login', 'register'])
  writeFileSync(
    join(webRoot, `${page}.html`),
    `<!doctype html><html lang="en"><body>${page}${signInForm}</body></html>`,
  );
writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let folders = 0;
const freshDataDir = () => join(scratch, `data-${++folders}`);
/** The production database the tests share (each fresh one costs an initdb). */
const productionData = freshDataDir();

afterEach(killLeftovers);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** `npm run create-admin` as an operator runs it, with the password in the environment. */
function createAdmin(env: Record<string, string>, email: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/create-admin.ts', '--email', email],
    {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, PASSWORD_ITERATIONS: '1000', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('production settings', () => {
  const problems = (env: Record<string, string>) => settingsProblems(readEnv(env));

  it('a demo needs none of them', () => {
    expect(problems({})).toEqual([]);
  });

  it('refuse a missing or placeholder secret', () => {
    expect(problems({ BEACON_MODE: 'production' })).toEqual([
      expect.stringContaining('JWT_SECRET must be set'),
    ]);
    expect(
      problems({
        BEACON_MODE: 'production',
        JWT_SECRET: 'change-me-change-me-change-me-change-me',
      }),
    ).toEqual([expect.stringContaining('placeholder')]);
    expect(problems({ BEACON_MODE: 'production', JWT_SECRET: 'a'.repeat(40) })).toEqual([
      expect.stringContaining('placeholder'),
    ]);
  });

  it('refuse open registration into the admin role, and default to closed', () => {
    expect(problems({ ...production, REGISTRATION: 'open', REGISTRATION_ROLE: 'admin' })).toEqual([
      expect.stringContaining('anyone an admin'),
    ]);
    expect(readEnv(production)).toMatchObject({ REGISTRATION: 'closed' });
    expect(readEnv({})).toMatchObject({ REGISTRATION: 'open', REGISTRATION_ROLE: 'admin' });
  });
});

describe('a production server', { timeout: 240_000 }, () => {
  it('starts empty, closed to sign-up, with its first admin from create-admin', async () => {
    const env = { ...production, DATA_DIR: productionData, WEB_ROOT: webRoot };
    let server = await startServer(env);
    try {
      // No demo accounts, no sample data.
      const demo = await post(server.url, '/jwt/login', {
        email: 'admin@demo.com',
        password: 'admin',
      });
      expect(demo.status).toBe(400);
      const register = await post(server.url, '/jwt/register', {
        email: 'someone@example.com',
        username: 'someone',
        password: 'Long-enough-9',
      });
      expect(register.status).toBe(403);
      expect(((await register.json()) as { error: string }).error).toContain('closed');
      // The pages say so before any script runs, and the sign-up page is not served.
      const login = await fetch(`${server.url}/login`, { headers: { accept: 'text/html' } });
      const loginPage = await login.text();
      expect(loginPage).toContain('<input type="email" name="email"/>');
      expect(loginPage).not.toContain('value="admin');
      expect(loginPage).toContain('<html data-mode="production" data-registration="closed"');
      const signUp = await fetch(`${server.url}/register`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      expect(signUp.status).toBe(302);
      expect(signUp.headers.get('location')).toBe('/login');
    } finally {
      await stopServer(server);
    }

    const made = await createAdmin(
      { ...env, ADMIN_PASSWORD: 'Operator-pass-42' },
      'ops@example.com',
    );
    expect(made.code).toBe(0);
    expect(made.output).toContain('Created administrator');
    const weak = await createAdmin({ ...env, ADMIN_PASSWORD: 'short' }, 'weak@example.com');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('at least 8 characters');
    const common = await createAdmin({ ...env, ADMIN_PASSWORD: 'password1' }, 'weak@example.com');
    expect(common.code).toBe(1);
    expect(common.output).toMatch(/common/i);

    server = await startServer(env);
    try {
      const signedIn = await post(server.url, '/jwt/login', {
        email: 'ops@example.com',
        password: 'Operator-pass-42',
      });
      expect(signedIn.status).toBe(200);
      const { accessToken, userData } = (await signedIn.json()) as {
        accessToken: string;
        userData: { role: string; ability: unknown[] };
      };
      expect(userData).toMatchObject({
        role: 'admin',
        ability: [{ action: 'manage', subject: 'all' }],
      });
      const users = await fetch(`${server.url}/api/users/list/data`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(await users.json()).toMatchObject({ users: [], total: 0 });
    } finally {
      await stopServer(server);
    }
  });

  it('registers into the configured role, which cannot read the audit log or change roles', async () => {
    const server = await startServer({
      ...production,
      DATA_DIR: productionData,
      REGISTRATION: 'open',
      REGISTRATION_ROLE: 'client',
    });
    try {
      const reply = await post(server.url, '/jwt/register', {
        email: 'new@example.com',
        username: 'newcomer',
        password: 'Long-enough-9',
        role: 'admin',
      });
      expect(reply.status).toBe(200);
      const { user, accessToken } = (await reply.json()) as {
        user: { role: string };
        accessToken: string;
      };
      expect(user.role).toBe('client');
      const auth = { authorization: `Bearer ${accessToken}` };
      expect((await fetch(`${server.url}/api/audit`, { headers: auth })).status).toBe(403);
      const promote = await fetch(`${server.url}/apps/roles/users/${1}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'admin' }),
      });
      expect(promote.status).toBe(403);
    } finally {
      await stopServer(server);
    }
  });

  it('refuses to start on bad settings, saying what to change', async () => {
    await expect(
      startServer({ BEACON_MODE: 'production', DATA_DIR: productionData }),
    ).rejects.toThrow(/JWT_SECRET must be set/);
    await expect(
      startServer({
        ...production,
        DATA_DIR: productionData,
        REGISTRATION: 'open',
        REGISTRATION_ROLE: 'admin',
      }),
    ).rejects.toThrow(/anyone an admin/);
  });

  it('refuses a database that holds the demo accounts', async () => {
    const dataDir = freshDataDir();
    await stopServer(await startServer({ DATA_DIR: dataDir }));
    await expect(startServer({ ...production, DATA_DIR: dataDir })).rejects.toThrow(
      /demo account admin@demo\.com/,
    );
  });
});

describe('behind a trusted proxy', { timeout: 240_000 }, () => {
  it('counts failed sign-ins by the address the proxy saw, whatever the client forwards', async () => {
    const server = await startServer({
      ...production,
      DATA_DIR: productionData,
      TRUST_PROXY: '1',
      WEB_ROOT: webRoot,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) {
        const reply = await post(
          server.url,
          '/jwt/login',
          { email: `nobody${i}@example.com`, password: 'wrong-password' },
          // The client wrote the first entry; the proxy appended the address it saw.
          { 'x-forwarded-for': `10.${i}.${i}.1, 198.51.100.7` },
        );
        statuses.push(reply.status);
      }
      expect(statuses).toContain(429);
      // The favicon is the build's file: answered, and not logged as the API's 404 first.
      expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
      const logged = server.lines.filter((line) => line.includes('/favicon.svg'));
      expect(logged.filter((line) => line.includes('"status":404'))).toEqual([]);
    } finally {
      await stopServer(server);
    }
  });
});
