import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { type LiveClientMessage, type LiveServerMessage, livePath } from '@beacon/contract/live';
import { vi } from 'vitest';
import WebSocket from 'ws';

// Real API processes for the tests of several processes on one database, and a WebSocket client
// of their live channel. A process is reached by its base URL, or through a proxy's.

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const host = '127.0.0.1';
export const startTimeoutMs = 90_000;

export interface ApiProcess {
  name: string;
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, host);
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function startOne(name: string, env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/node.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: host },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, port, base: `http://${host}:${port}`, output: () => output };
}

async function waitUntilHealthy(server: ApiProcess): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(server.child))
      throw new Error(`${server.name} exited before it answered:\n${server.output()}`);
    try {
      const response = await fetch(`${server.base}/api/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${server.name} did not answer /api/health:\n${server.output()}`);
}

/**
 * Starts one process per name, all at once, and waits until each answers. `started` gets each as
 * it is spawned, so that a caller's cleanup stops them even when one never becomes healthy.
 */
export async function startApiProcesses(
  names: readonly string[],
  env: NodeJS.ProcessEnv,
  started: (server: ApiProcess) => void,
): Promise<ApiProcess[]> {
  const servers: ApiProcess[] = [];
  for (const name of names) {
    const server = await startOne(name, env);
    started(server);
    servers.push(server);
  }
  await Promise.all(servers.map(waitUntilHealthy));
  return servers;
}

export async function stopApiProcess(server: ApiProcess): Promise<void> {
  if (hasExited(server.child)) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

export async function postJson<T>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Reply<T>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    headers: response.headers,
  };
}

/** A real WebSocket client on a live channel, keeping everything it hears. */
export class LiveClient {
  readonly received: LiveServerMessage[] = [];
  closedWith: { code: number; reason: string } | null = null;
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.received.push(JSON.parse(data.toString('utf8')) as LiveServerMessage);
    });
    socket.on('close', (code: number, reason: Buffer) => {
      this.closedWith = { code, reason: reason.toString('utf8') };
    });
  }

  /** Connects to `base`'s live channel, signs in with `token` and subscribes to `topics`. */
  static async open(base: string, token: string, topics: string[]): Promise<LiveClient> {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${livePath}`);
    await once(socket, 'open');
    const client = new LiveClient(socket);
    client.say({ type: 'auth', token });
    await client.waitFor((m) => m.type === 'ready');
    for (const topic of topics) {
      client.say({ type: 'subscribe', topic });
      await client.waitFor((m) => m.type === 'subscribed' && m.topic === topic);
    }
    return client;
  }

  say(message: LiveClientMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  events(type: string) {
    return this.received.flatMap((m) => (m.type === 'event' && m.event.type === type ? [m] : []));
  }

  waitFor(match: (message: LiveServerMessage) => boolean): Promise<LiveServerMessage> {
    return vi.waitFor(
      () => {
        const found = this.received.find(match);
        if (!found) throw new Error(`not heard yet; so far ${JSON.stringify(this.received)}`);
        return found;
      },
      { timeout: 5_000, interval: 10 },
    );
  }

  waitForClose(): Promise<{ code: number; reason: string }> {
    return vi.waitFor(
      () => {
        if (!this.closedWith) throw new Error('not closed yet');
        return this.closedWith;
      },
      { timeout: 5_000, interval: 10 },
    );
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = once(this.socket, 'close');
    this.socket.close(1000, 'done');
    await closed;
  }
}
