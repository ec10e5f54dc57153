import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { expect, vi } from 'vitest';

// Server mode as `npm start` runs it, in a child process: what start-up, signals and crashes do
// can only be seen from outside the process.

const apiRoot = new URL('../..', import.meta.url).pathname;

export interface Running {
  child: ChildProcess;
  url: string;
  /** Its stdout (one JSON entry a line) and stderr, as they arrive. */
  lines: string[];
}

const children = new Set<ChildProcess>();

/** Starts `src/node.ts` with `env` and waits for its "listening" log line. */
export function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/node.ts'], {
    cwd: apiRoot,
    env: { ...process.env, PORT: '0', PASSWORD_ITERATIONS: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
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

/** The process's exit code once it has exited (null when a signal ended it). */
const exited = (server: Running) =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      resolve(server.child.exitCode);
    else server.child.on('exit', (code) => resolve(code));
  });

/**
 * Kills the servers a failed or timed-out test left running: one would hold its DATA_DIR's lock,
 * and every later test on that folder would fail for it.
 */
export async function killLeftovers(): Promise<void> {
  await Promise.all(
    [...children].map((child) => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return gone;
    }),
  );
}

export const stopServer = (server: Running, signal: NodeJS.Signals = 'SIGTERM') => {
  const code = exited(server);
  server.child.kill(signal);
  return code;
};

export async function signIn(url: string): Promise<string> {
  const reply = await fetch(`${url}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  return ((await reply.json()) as { accessToken: string }).accessToken;
}

export const addTask = (url: string, token: string, title: string) =>
  fetch(`${url}/apps/todo/add-tasks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ task: { title } }),
  });

/** The titles of the admin's tasks that contain `q`. */
export async function taskTitles(url: string, q: string): Promise<string[]> {
  const reply = await fetch(`${url}/apps/todo/tasks?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${await signIn(url)}` },
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { title: string }[]).map((task) => task.title);
}

/**
 * Adds tasks named `<prefix><n>` one after another and kills the server with SIGKILL once
 * `answered` of them have been answered 201, while the next one is on its way. Returns the
 * titles the server answered 201.
 */
async function writeUntilKilled(server: Running, prefix: string, answered = 25): Promise<string[]> {
  const token = await signIn(server.url);
  const titles: string[] = [];
  const writing = (async () => {
    for (let i = 0; i < 2000; i++) {
      try {
        const reply = await addTask(server.url, token, `${prefix}${i}`);
        if (reply.status === 201) titles.push(`${prefix}${i}`);
      } catch {
        return; // the server is gone
      }
    }
  })();
  await vi.waitFor(() => expect(titles.length).toBeGreaterThanOrEqual(answered), {
    timeout: 20_000,
  });
  expect(await stopServer(server, 'SIGKILL')).toBeNull();
  await writing;
  return titles;
}

/**
 * kill -9 in the middle of writes: a server from `start` takes writes until it is killed, and the
 * next one, on the same database, has every write the first had answered.
 */
export async function expectWritesKeptThroughKill(
  start: () => Promise<Running>,
  prefix: string,
): Promise<void> {
  const answered = await writeUntilKilled(await start(), prefix);
  const second = await start();
  try {
    expect(await taskTitles(second.url, prefix)).toEqual(expect.arrayContaining(answered));
  } finally {
    await stopServer(second);
  }
}

export interface HeldWrite {
  /** Resolves once the server has read the request's head and is waiting for its body. */
  begun: Promise<void>;
  /** Sends the body; resolves with the whole reply. */
  finish: () => Promise<{ status: number; connection?: string; body: string }>;
}

/**
 * A task write held in flight: its head is sent with `Expect: 100-continue`, and the server's
 * "100 Continue" shows it has begun the request; the body follows only when `finish` is called.
 */
export function holdWrite(url: string, token: string, title: string): HeldWrite {
  const body = JSON.stringify({ task: { title } });
  const held = request(`${url}/apps/todo/add-tasks`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      expect: '100-continue',
    },
  });
  const reply = new Promise<Awaited<ReturnType<HeldWrite['finish']>>>((resolve, reject) => {
    held.on('error', reject);
    held.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: text,
        }),
      );
    });
  });
  reply.catch(() => undefined); // seen by whoever calls finish
  const begun = new Promise<void>((resolve, reject) => {
    held.once('continue', () => resolve());
    held.once('error', reject);
  });
  held.flushHeaders();
  return {
    begun,
    finish: () => {
      held.end(body);
      return reply;
    },
  };
}
