import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const apiRoot = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'beacon-node-test-'));

interface Running {
  child: ChildProcess;
  url: string;
  lines: string[];
}

/** Starts `src/node.ts` as `npm start` does and waits for its "listening" log line. */
function start(extraEnv: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/node.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', PASSWORD_ITERATIONS: '1000', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        lines.push(line);
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'listening' && entry.url) resolve({ child, url: entry.url, lines });
      }
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => lines.push(chunk));
    child.on('exit', (code) =>
      reject(new Error(`server exited with ${code}: ${lines.join('\n')}`)),
    );
  });
}

const stop = (server: Running, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<number | null>((resolve) => {
    server.child.on('exit', (code) => resolve(code));
    server.child.kill(signal);
  });

const signIn = async (url: string) => {
  const reply = await fetch(`${url}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  return ((await reply.json()) as { accessToken: string }).accessToken;
};

describe('server mode (node.ts)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the API on embedded PGlite, logs requests, and shuts down cleanly', async () => {
    const server = await start();
    try {
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({
        status: 'ok',
        database: 'up',
      });
      const token = await signIn(server.url);
      const list = await fetch(`${server.url}/api/users/list/data`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.status).toBe(200);
      expect(((await list.json()) as { total: number }).total).toBe(50);
      const added = await fetch(`${server.url}/apps/users/add-user`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Kept User',
          username: 'kept',
          email: 'kept@example.com',
          role: 'author',
          currentPlan: 'team',
        }),
      });
      expect(added.status).toBe(201);

      const docs = await fetch(`${server.url}/api/docs`);
      expect(docs.status).toBe(200);
      // Every reply, the API's and its docs page alike, carries the security headers.
      for (const reply of [list, docs]) {
        expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
        expect(reply.headers.get('x-frame-options')).toBe('DENY');
        expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(reply.headers.get('strict-transport-security')).toBeNull(); // plain HTTP here
      }
      const page = await docs.text();
      expect(page).not.toMatch(/https?:\/\//); // nothing from a CDN: it works offline
      for (const asset of ['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css']) {
        expect(page).toContain(asset);
        expect((await fetch(`${server.url}${asset}`)).status).toBe(200);
      }

      const request = server.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.msg === 'request' && entry.path === '/api/users/list/data');
      expect(request).toMatchObject({ level: 'info', method: 'GET', status: 200 });
      expect(request?.requestId).toEqual(expect.any(String));
    } finally {
      expect(await stop(server)).toBe(0);
    }
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('keeps data and the generated secret across a restart', async () => {
    const first = await start();
    const token = await signIn(first.url);
    expect(await stop(first, 'SIGINT')).toBe(0);

    const second = await start();
    try {
      const reply = await fetch(`${second.url}/api/users/list/data?q=kept@example.com`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(reply.status).toBe(200);
      expect(((await reply.json()) as { total: number }).total).toBe(1);
      // A second server on the same embedded database would corrupt it.
      await expect(start()).rejects.toThrow(
        /Another server \(process \d+\) is using DATA_DIR .*: stop it/,
      );
    } finally {
      await stop(second);
    }
  });

  it('keeps every write it answered through kill -9, and starts again on the same DATA_DIR', async () => {
    const first = await start();
    const token = await signIn(first.url);
    const answered: string[] = [];
    const writing = (async () => {
      for (let i = 0; i < 2000; i++) {
        const title = `crash-${i}`;
        try {
          const reply = await fetch(`${first.url}/apps/todo/add-tasks`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ task: { title } }),
          });
          if (reply.status === 201) answered.push(title);
        } catch {
          return; // the server is gone
        }
      }
    })();
    await vi.waitFor(() => expect(answered.length).toBeGreaterThanOrEqual(25), {
      timeout: 20_000,
    });
    expect(await stop(first, 'SIGKILL')).toBeNull();
    await writing;

    const second = await start();
    try {
      const reply = await fetch(`${second.url}/apps/todo/tasks?q=crash-`, {
        headers: { authorization: `Bearer ${await signIn(second.url)}` },
      });
      const titles = ((await reply.json()) as { title: string }[]).map((task) => task.title);
      expect(titles).toEqual(expect.arrayContaining(answered));
    } finally {
      await stop(second);
    }
  });

  it('refuses to start on a bad setting, saying which', async () => {
    await expect(start({ PORT: 'eighty' })).rejects.toThrow(/PORT/);
    await expect(start({ DATA_DIR: '/dev/null/data' })).rejects.toThrow(
      /DATA_DIR \/dev\/null\/data is not a folder this server can write to \(ENOTDIR\)/,
    );
    // An unreachable PostgreSQL is retried, then named without its credentials.
    const failed = start({
      DATABASE_URL: 'postgres://beacon:secret-word@127.0.0.1:1/nowhere',
      DATABASE_CONNECT_ATTEMPTS: '2',
    });
    await expect(failed).rejects.toThrow(/The database at 127.0.0.1:1\/nowhere cannot be reached/);
    await expect(failed).rejects.toThrow(/database not reachable yet/);
    await expect(failed).rejects.not.toThrow(/secret-word/);
  });
});
