import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type LiveClientMessage,
  type LiveServerMessage,
  listChangedType,
  listTopic,
  liveCloseCodes,
  livePath,
  presenceTopic,
  userTopic,
} from '@beacon/contract/live';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createFromTemplate, dropDatabase, withDatabase } from '../../test/databases';

/**
 * Two real API processes on one PostgreSQL database: what one process publishes reaches the
 * sockets the other holds, through LISTEN/NOTIFY.
 */
const templateUrl = inject('pgTemplateUrl');
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const host = '127.0.0.1';
const startTimeoutMs = 90_000;

interface Server {
  name: string;
  child: ChildProcess;
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

function startServer(name: string, port: number, env: NodeJS.ProcessEnv): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/node.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: host },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, base: `http://${host}:${port}`, output: () => output };
}

async function waitUntilHealthy(server: Server): Promise<void> {
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

async function stopServer(server: Server): Promise<void> {
  if (hasExited(server.child)) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function post<T>(server: Server, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A real WebSocket client on one process's live channel, keeping everything it hears. */
class LiveClient {
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

  static async open(server: Server, token: string, topics: string[]): Promise<LiveClient> {
    const socket = new WebSocket(`${server.base.replace(/^http/, 'ws')}${livePath}`);
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

describe.runIf(templateUrl !== null)('the live channel across two API processes', () => {
  const name = `beacon_test_${crypto.randomUUID().replaceAll('-', '')}`;
  let dataDir = '';
  const servers: Server[] = [];
  const clients: LiveClient[] = [];
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    if (!templateUrl) return;
    dataDir = mkdtempSync(join(tmpdir(), 'beacon-live-'));
    await createFromTemplate(templateUrl, name);
    const env = {
      DATABASE_URL: withDatabase(templateUrl, name),
      JWT_SECRET: 'two-processes-secret-that-is-long-enough-for-hs256-0123456789',
      PASSWORD_ITERATIONS: '1000',
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    a = startServer('process A', portA, env);
    servers.push(a);
    b = startServer('process B', portB, env);
    servers.push(b);
    await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
  }, startTimeoutMs + 30_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    await Promise.all(servers.map(stopServer));
    if (templateUrl) await dropDatabase(templateUrl, name);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const register = async (server: Server, username: string) => {
    const reply = await post<{ accessToken: string; refreshToken: string; user: { id: number } }>(
      server,
      '/jwt/register',
      { username, email: `${username}@example.com`, password: 'password-1234' },
    );
    expect(reply.status).toBe(200);
    return {
      id: reply.body.user.id,
      token: reply.body.accessToken,
      refreshToken: reply.body.refreshToken,
    };
  };

  const open = async (server: Server, token: string, topics: string[]) => {
    const client = await LiveClient.open(server, token, topics);
    clients.push(client);
    return client;
  };

  const presenceOf = (client: LiveClient, userId: number) =>
    client
      .events('chat.presence')
      .map((m) => (m.type === 'event' ? m.event : null))
      .filter((event) => event?.userId === userId);

  it('delivers a message sent through one process to the recipient’s socket on the other, and presence both ways', async () => {
    const sender = await register(a, 'twoprocsender');
    const recipient = await register(a, 'twoprocrecipient');
    const bystander = await register(a, 'twoprocbystander');

    // The sender watches presence on A; the recipient connects on B.
    const watching = await open(a, sender.token, [userTopic(sender.id), presenceTopic]);
    const onB = await open(b, recipient.token, [userTopic(recipient.id)]);
    const bystanderOnB = await open(b, bystander.token, [userTopic(bystander.id)]);
    await vi.waitFor(() =>
      expect(presenceOf(watching, recipient.id)).toEqual([
        { type: 'chat.presence', userId: recipient.id, status: 'online' },
      ]),
    );

    const sent = await post(
      a,
      '/apps/chat/send-msg',
      { message: 'Across processes', contact: { id: recipient.id } },
      sender.token,
    );
    expect(sent.status).toBe(201);
    const heard = await onB.waitFor(
      (m) => m.type === 'event' && m.topic === userTopic(recipient.id),
    );
    expect(heard.type === 'event' && heard.event).toMatchObject({
      type: 'chat.message',
      contactId: sender.id,
      message: { message: 'Across processes', senderId: sender.id },
    });
    // The sender's own session hears it too; the bystander on B hears nothing.
    await watching.waitFor((m) => m.type === 'event' && m.event.type === 'chat.message');
    expect(bystanderOnB.events('chat.message')).toEqual([]);

    // Typing on B reaches the sender on A.
    onB.say({ type: 'command', name: 'chat.typing', data: { contactId: sender.id } });
    const typing = await watching.waitFor(
      (m) => m.type === 'event' && m.event.type === 'chat.typing',
    );
    expect(typing.type === 'event' && typing.event).toEqual({
      type: 'chat.typing',
      contactId: recipient.id,
    });

    await onB.close();
    await vi.waitFor(() =>
      expect(presenceOf(watching, recipient.id)).toEqual([
        { type: 'chat.presence', userId: recipient.id, status: 'online' },
        { type: 'chat.presence', userId: recipient.id, status: 'offline' },
      ]),
    );
  });

  it('keeps a user online while they have a session in either process', async () => {
    const watcher = await register(b, 'twoprocwatcher');
    const roamer = await register(b, 'twoprocroamer');
    const watching = await open(b, watcher.token, [presenceTopic]);
    const onA = await open(a, roamer.token, []);
    await vi.waitFor(() => expect(presenceOf(watching, roamer.id)).toHaveLength(1));
    const onB = await open(b, roamer.token, []);
    await onA.close();
    // A round trip through both processes, so any offline published meanwhile has arrived.
    const probe = await open(a, watcher.token, [userTopic(watcher.id)]);
    probe.say({ type: 'ping' });
    await probe.waitFor((m) => m.type === 'pong');
    await sleep(300);
    expect(presenceOf(watching, roamer.id)).toEqual([
      { type: 'chat.presence', userId: roamer.id, status: 'online' },
    ]);
    await onB.close();
    await vi.waitFor(() =>
      expect(presenceOf(watching, roamer.id)).toEqual([
        { type: 'chat.presence', userId: roamer.id, status: 'online' },
        { type: 'chat.presence', userId: roamer.id, status: 'offline' },
      ]),
    );
  });

  it('sends a message too large for NOTIFY as the smaller event, without its text', async () => {
    const sender = await register(a, 'twoproclargesender');
    const recipient = await register(a, 'twoproclargerecipient');
    const onB = await open(b, recipient.token, [userTopic(recipient.id)]);
    // 5,000 characters (the most a message may have) of 3 bytes each: over NOTIFY's 8,000 bytes.
    const text = '€'.repeat(5000);
    const sent = await post(
      a,
      '/apps/chat/send-msg',
      { message: text, contact: { id: recipient.id } },
      sender.token,
    );
    expect(sent.status).toBe(201);
    const heard = await onB.waitFor((m) => m.type === 'event' && m.event.type === 'chat.message');
    const event = heard.type === 'event' ? heard.event : null;
    expect(event).toEqual({
      type: 'chat.message',
      contactId: sender.id,
      chatId: expect.any(Number) as number,
    });
    // The client fetches it: it is there, through the other process.
    const chat = await fetch(`${b.base}/apps/chat/get-chat?id=${sender.id}`, {
      headers: { authorization: `Bearer ${recipient.token}` },
    });
    const body = (await chat.json()) as { chat?: { id: number; chat: { message: string }[] } };
    expect(body.chat?.id).toBe(event?.chatId);
    expect(body.chat?.chat.map((m) => m.message)).toEqual([text]);
  });

  it('closes a socket on one process when its sign-in ends through the other', async () => {
    const ann = await register(a, 'twoproclogoutann');
    const bob = await register(a, 'twoproclogoutbob');
    const other = await post<{ accessToken: string }>(b, '/jwt/login', {
      email: 'twoproclogoutann@example.com',
      password: 'password-1234',
    });
    expect(other.status).toBe(200);
    const onA = await open(a, ann.token, [userTopic(ann.id)]);
    const witness = await open(b, other.body.accessToken, [userTopic(ann.id)]);

    const logout = await fetch(`${b.base}/jwt/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: ann.refreshToken }),
    });
    expect(logout.status).toBe(204);
    expect(await onA.waitForClose()).toEqual({
      code: liveCloseCodes.unauthorized,
      reason: 'Session ended',
    });

    // The other sign-in hears the next message; the ended one heard nothing of it.
    const heard = onA.received.length;
    const sent = await post(
      a,
      '/apps/chat/send-msg',
      { message: 'After sign-out', contact: { id: ann.id } },
      bob.token,
    );
    expect(sent.status).toBe(201);
    await witness.waitFor((m) => m.type === 'event' && m.event.type === 'chat.message');
    expect(onA.received).toHaveLength(heard);
    expect(witness.closedWith).toBeNull();
  });

  it('tells a list open on one process about a write committed through the other', async () => {
    const admin = await register(a, 'twoproclistadmin');
    const watching = await open(a, admin.token, [listTopic('users')]);
    const added = await post(
      b,
      '/apps/users/add-user',
      {
        fullName: 'Across Lists',
        username: 'across.lists',
        email: 'across.lists@example.com',
        role: 'editor',
        currentPlan: 'team',
      },
      admin.token,
    );
    expect(added.status).toBe(201);
    const heard = await watching.waitFor(
      (m) => m.type === 'event' && m.topic === listTopic('users'),
    );
    expect(heard.type === 'event' && heard.event).toEqual({
      type: listChangedType,
      resource: 'users',
    });
  });
});
