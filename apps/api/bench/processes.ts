import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A child Node process whose recent output is kept, to explain a failure. */
export interface Child {
  name: string;
  process: ChildProcess;
  output: () => string;
}

/**
 * Runs `node <args>` directly rather than through the `tsx` CLI (which starts a second Node
 * process): with one process, the pid we signal is the server itself and stopping it is reliable.
 */
export function startNode(
  name: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Child {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // Keep only the tail: enough for an error message, bounded however chatty the child is.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, process: child, output: () => output };
}

const hasExited = (child: Child) =>
  child.process.exitCode !== null || child.process.signalCode !== null;

const failure = (child: Child, what: string) =>
  new Error(`${child.name} ${what}\n--- its last output ---\n${child.output().trim()}`);

/** Waits for a one-shot child (the seed CLI) and fails with its output unless it exits 0. */
export async function runToEnd(child: Child): Promise<void> {
  const code = hasExited(child)
    ? child.process.exitCode
    : ((await once(child.process, 'exit')) as [number | null])[0];
  if (code !== 0) throw failure(child, `exited with ${code ?? 'a signal'}`);
}

/** Asks the OS for a free port. It could be taken again before the child binds it: fine here. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('could not get a free port');
  return address.port;
}

/** Polls `url` until it answers 200; gives up early if the child dies, so a crash is not a hang. */
export async function waitUntilAnswering(child: Child, url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw failure(child, 'exited before it answered');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw failure(child, `did not answer ${url} within ${timeoutMs} ms`);
}

/** SIGTERM (our server then closes PGlite cleanly), SIGKILL if it has not gone after 10 s. */
export async function stop(child: Child): Promise<void> {
  if (hasExited(child)) return;
  const exited = once(child.process, 'exit');
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The demo admin's access token from a bench server. */
export async function signInAdmin(base: string): Promise<string> {
  const response = await fetch(`${base}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const reply: unknown = await response.json();
  const token =
    typeof reply === 'object' && reply !== null && 'accessToken' in reply
      ? reply.accessToken
      : null;
  if (response.status !== 200 || typeof token !== 'string')
    throw new Error(`sign-in failed (${response.status}): ${JSON.stringify(reply)}`);
  return token;
}

/** Runs a bench part and exits with its code; a thrown error is printed and exits 1. */
export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
