/**
 * Server mode for scripts/bench-lighthouse.ts: the API on a free port, serving a given web build,
 * on a fresh database in a temporary DATA_DIR; and the admin's sign-in reply.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginReply } from '@beacon/contract/auth';

export interface Server {
  url: string;
  stop: () => Promise<void>;
  /** Why the server is gone when it ended by itself (or someone else's signal); else undefined. */
  died: () => string | undefined;
}

/**
 * The API's test certificate (for localhost and 127.0.0.1), which the bench's browser is told to
 * accept: server mode over HTTPS, as a deployment serves it, speaks HTTP/2 to browsers.
 */
export const testTls = (root: string) => ({
  cert: join(root, 'apps/api/src/test/tls/localhost-cert.pem'),
  key: join(root, 'apps/api/src/test/tls/localhost-key.pem'),
});

/** A JSON log line's fields, read whatever their order; none for any other line. */
function logEntry(line: string): Record<string, unknown> {
  try {
    const entry: unknown = JSON.parse(line);
    return entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Starts apps/api/src/node.ts of the repository at `root` (over HTTPS with `tls`) and waits for its
 * "listening" log line.
 */
export function startServer(root: string, webRoot: string, tls = false): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'beacon-lighthouse-'));
  const settings = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    // Seeding hashes every demo password; the default cost only slows the start down.
    PASSWORD_ITERATIONS: '1000',
    // One sign-in serves every run; the default 10 minutes could end before the last one.
    ACCESS_TOKEN_TTL: '2h',
    REFRESH_TOKEN_TTL: '2h',
    LOG_REQUESTS: 'false',
    ...(tls ? { TLS_CERT: testTls(root).cert, TLS_KEY: testTls(root).key } : {}),
  };
  // `env` adds the settings to this process's environment, which the child inherits, and execs
  // node: the child's pid is the server's own, so a kill reaches it.
  const child = spawn(
    'env',
    [
      ...Object.entries(settings).map(([k, v]) => `${k}=${v}`),
      process.execPath,
      '--import',
      'tsx',
      'src/node.ts',
    ],
    { cwd: join(root, 'apps/api'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Should this process end without stopping it (an uncaught error), the server goes too.
  const orphaned = () => child.kill();
  process.once('exit', orphaned);
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  let death: string | undefined;
  child.once('exit', (code, signal) => {
    if (!stopped) death = `the server exited (${signal ?? code}):\n${output.join('').slice(-2000)}`;
  });
  const stop = async () => {
    stopped = true;
    process.off('exit', orphaned);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop().then(() => reject(new Error(`server did not start:\n${output.join('')}`)));
    }, 120_000);
    // A line can come in two chunks: only whole ones are read.
    let partial = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output.push(chunk);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const entry = logEntry(line);
        if (entry.msg !== 'listening' || typeof entry.url !== 'string') continue;
        clearTimeout(timer);
        if (entry.web === 'served') resolve({ url: entry.url, stop, died: () => death });
        else void stop().then(() => reject(new Error(`no index.html in ${webRoot} to serve`)));
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join('')}`));
    });
  });
}

const jsonHeaders = { 'content-type': 'application/json', accept: 'application/json' };

/** POSTs JSON over HTTPS, trusting the test certificate (Node's fetch takes no CA of its own). */
function postTrusting(root: string, url: string, body: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const ca = readFileSync(testTls(root).cert);
    const sent = request(url, { method: 'POST', headers: jsonHeaders, ca });
    sent.on('error', reject).on('response', (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () =>
        resolve(new Response(Buffer.concat(chunks), { status: reply.statusCode })),
      );
    });
    sent.end(body);
  });
}

/**
 * The admin demo account's sign-in reply: tokens and the userData the web app stores. `root` is the
 * repository's, whose test certificate an HTTPS server uses.
 */
export async function signIn(url: string, root: string): Promise<LoginReply> {
  const body = JSON.stringify({ email: 'admin@demo.com', password: 'admin' });
  const reply = url.startsWith('https:')
    ? await postTrusting(root, `${url}/jwt/login`, body)
    : await fetch(`${url}/jwt/login`, { method: 'POST', headers: jsonHeaders, body });
  if (!reply.ok) throw new Error(`sign-in answered ${reply.status}: ${await reply.text()}`);
  return (await reply.json()) as LoginReply;
}
