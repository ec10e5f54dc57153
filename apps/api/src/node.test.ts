import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  expectWritesKeptThroughKill,
  holdWrite,
  killLeftovers,
  signIn,
  startServer,
  stopServer as stop,
  taskTitles,
} from './test/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'beacon-node-test-'));
const start = (env: Record<string, string> = {}) => startServer({ DATA_DIR: dataDir, ...env });

// Each test starts servers; the first also creates the database (initdb, migrations, seed).
describe('server mode (node.ts)', { timeout: 90_000 }, () => {
  afterEach(killLeftovers);
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
      // A page of users is a few kB of JSON: it goes out compressed to a client that asks (fetch does).
      expect(list.headers.get('content-encoding')).toMatch(/^(br|gzip|deflate)$/);
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
        .find((entry) => entry.msg === 'request' && entry.route === '/api/users/list/data');
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

  it('on SIGTERM refuses new connections, answers the requests it had begun, then exits', async () => {
    const server = await start();
    const token = await signIn(server.url);
    const titles = ['drain-1', 'drain-2', 'drain-3', 'drain-4', 'drain-5'];
    const held = titles.map((title) => holdWrite(server.url, token, title));
    await Promise.all(held.map((write) => write.begun));
    const code = stop(server);
    await vi.waitFor(() => expect(server.lines.join('\n')).toContain('"shutting down"'));
    await expect(fetch(`${server.url}/api/health`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
    const replies = await Promise.all(held.map((write) => write.finish()));
    for (const [i, reply] of replies.entries()) {
      expect(reply.status).toBe(201);
      expect(JSON.parse(reply.body)).toMatchObject({ task: { title: titles[i] } });
      // Its connection ends with it, rather than after the keep-alive timeout.
      expect(reply.connection).toBe('close');
    }
    expect(await code).toBe(0);

    const second = await start();
    try {
      expect(await taskTitles(second.url, 'drain-')).toEqual(expect.arrayContaining(titles));
    } finally {
      await stop(second);
    }
  });

  it('keeps every write it answered through kill -9, and starts again on the same DATA_DIR', () =>
    expectWritesKeptThroughKill(start, 'crash-'));

  it('serves HTTPS with TLS_CERT and TLS_KEY: HTTP/2 to browsers, HTTP/1.1 and the live socket to others', async () => {
    const tls = (file: string) => join(import.meta.dirname, 'test/tls', file);
    const ca = readFileSync(tls('localhost-cert.pem'));
    const server = await start({
      TLS_CERT: tls('localhost-cert.pem'),
      TLS_KEY: tls('localhost-key.pem'),
    });
    const session = connect(server.url, { ca });
    try {
      expect(server.url).toMatch(/^https:\/\//);
      const reply = await new Promise<{ headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/api/health' });
          let body = '';
          let headers: Record<string, unknown> = {};
          stream.on('response', (h) => (headers = h));
          stream.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          stream.on('end', () => resolve({ headers, body }));
          stream.on('error', reject);
        },
      );
      expect(session.alpnProtocol).toBe('h2');
      expect(reply.headers[':status']).toBe(200);
      expect(JSON.parse(reply.body)).toEqual({ status: 'ok', database: 'up' });
      // Over HTTPS, browsers are told to keep to it.
      expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);

      const plain = await new Promise<number | undefined>((resolve, reject) =>
        httpsRequest(`${server.url}/api/health`, { ca }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
          .on('error', reject)
          .end(),
      );
      expect(plain).toBe(200);

      const socket = new WebSocket(`${server.url.replace('https', 'wss')}/api/live`, { ca });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.close();
    } finally {
      // An HTTP/2 connection left open does not hold the stop up.
      expect(await stop(server)).toBe(0);
      session.close();
    }
  });

  it('refuses to start on a bad setting, saying which', async () => {
    await expect(start({ PORT: 'eighty' })).rejects.toThrow(/PORT/);
    await expect(start({ TLS_CERT: 'cert.pem' })).rejects.toThrow(
      /TLS_KEY: TLS_CERT and TLS_KEY go together/,
    );
    await expect(start({ TLS_CERT: 'missing.pem', TLS_KEY: 'missing.pem' })).rejects.toThrow(
      /TLS_CERT: cannot read .*missing\.pem/,
    );
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
