import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  listChangedType,
  listTopic,
  liveCloseCodes,
  presenceTopic,
  userTopic,
} from '@beacon/contract/live';
import {
  ingestPath,
  monitoringEventTypes,
  monitoringTopic,
} from '@beacon/contract/monitoring-values';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  type ApiProcess,
  LiveClient,
  host,
  postJson,
  startApiProcesses,
  startTimeoutMs,
  stopApiProcess,
} from '../../test/api-processes';
import { createFromTemplate, dropDatabase, withDatabase } from '../../test/databases';
import {
  type RoundRobinProxy,
  backendHeader,
  startRoundRobinProxy,
} from '../../test/round-robin-proxy';

/**
 * Three real API processes on one PostgreSQL database. What one process publishes reaches the
 * sockets another holds, through LISTEN/NOTIFY; and behind a round-robin proxy a user's whole
 * flow works whichever process answers each request.
 */
const templateUrl = inject('pgTemplateUrl');

/** Where requests go: one process, or the proxy in front of all three. */
interface Target {
  base: string;
}

describe.runIf(templateUrl !== null)('three API processes on one database', () => {
  const name = `beacon_test_${crypto.randomUUID().replaceAll('-', '')}`;
  let dataDir = '';
  const servers: ApiProcess[] = [];
  const clients: LiveClient[] = [];
  let a: ApiProcess;
  let b: ApiProcess;
  let proxy: RoundRobinProxy | undefined;

  beforeAll(async () => {
    if (!templateUrl) return;
    dataDir = mkdtempSync(join(tmpdir(), 'beacon-live-'));
    await createFromTemplate(templateUrl, name);
    const env = {
      DATABASE_URL: withDatabase(templateUrl, name),
      JWT_SECRET: 'three-processes-secret-that-is-long-enough-for-hs256-0123456789',
      PASSWORD_ITERATIONS: '1000',
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      // Each process keeps its own sign-in counts; the tests register more than one hour's share.
      RATE_LIMIT_SCALE: '10',
      // Three simulators would only add readings and CPU load the tests do not look at.
      MONITORING_SIMULATOR: 'off',
    };
    const started = await startApiProcesses(['process A', 'process B', 'process C'], env, (s) =>
      servers.push(s),
    );
    [a, b] = started as [ApiProcess, ApiProcess, ApiProcess];
    proxy = await startRoundRobinProxy(started.map((s) => ({ host, port: s.port })));
  }, startTimeoutMs + 30_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    await proxy?.close();
    await Promise.all(servers.map(stopApiProcess));
    if (templateUrl) await dropDatabase(templateUrl, name);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const post = <T>(server: Target, path: string, body: unknown, token?: string) =>
    postJson<T>(server.base, path, body, token);

  const register = async (server: Target, username: string) => {
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

  const open = async (server: Target, token: string, topics: string[]) => {
    const client = await LiveClient.open(server.base, token, topics);
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

  describe('behind a round-robin proxy', () => {
    const via = (): Target => {
      if (!proxy) throw new Error('no proxy');
      return { base: proxy.url };
    };
    /** The process (its index) the proxy sent the last socket to. */
    const lastSocketBackend = () => proxy?.forwarded.filter((f) => f.kind === 'socket').at(-1);
    const servedBy = (headers: Headers) => Number(headers.get(backendHeader));
    const get = async (path: string, token: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${via().base}${path}`, {
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
      return {
        status: response.status,
        headers: response.headers,
        bytes: Buffer.from(await response.arrayBuffer()),
        backend: servedBy(response.headers),
      };
    };
    const upload = async (token: string, name: string, bytes: Buffer) => {
      const response = await fetch(
        `${via().base}/api/files?kind=attachment&name=${encodeURIComponent(name)}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
          body: new Uint8Array(bytes),
        },
      );
      const body = (await response.json()) as { file: { id: string; size: number } };
      return { status: response.status, body, backend: servedBy(response.headers) };
    };

    it('signs in, answers guarded requests on every process, refreshes and signs out everywhere', async () => {
      const user = await register(via(), 'rrflowuser');
      const login = await post<{ accessToken: string; refreshToken: string }>(via(), '/jwt/login', {
        email: 'rrflowuser@example.com',
        password: 'password-1234',
      });
      expect(login.status).toBe(200);

      const before = proxy?.requestsPer() ?? [];
      const paths = ['/apps/todo/tasks', '/api/files/usage', '/api/monitoring/alarms/active'];
      const answered = [];
      for (let i = 0; i < 12; i++) {
        const reply = await get(paths[i % paths.length] ?? '', login.body.accessToken);
        expect(reply.status, `${paths[i % paths.length]} on ${reply.backend}`).toBe(200);
        answered.push(reply.backend);
      }
      const after = proxy?.requestsPer() ?? [];
      const served = after.map((n, i) => n - (before[i] ?? 0));
      expect(served).toHaveLength(3);
      for (const n of served) expect(n).toBeGreaterThan(0);
      expect(new Set(answered)).toEqual(new Set([0, 1, 2]));

      const refreshed = await post<{ accessToken: string; refreshToken: string }>(
        via(),
        '/jwt/refresh-token',
        { refreshToken: login.body.refreshToken },
      );
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.refreshToken).not.toBe(login.body.refreshToken);
      // The new pair works on every process.
      const withNew = [];
      for (let i = 0; i < 3; i++) {
        const reply = await get('/apps/todo/tasks', refreshed.body.accessToken);
        expect(reply.status).toBe(200);
        withNew.push(reply.backend);
      }
      expect(new Set(withNew)).toEqual(new Set([0, 1, 2]));

      const out = await post(via(), '/jwt/logout', { refreshToken: refreshed.body.refreshToken });
      expect(out.status).toBe(204);
      const refusedBy = [];
      for (let i = 0; i < 3; i++) {
        const again = await post<{ error: string }>(via(), '/jwt/refresh-token', {
          refreshToken: refreshed.body.refreshToken,
        });
        expect(again.status).toBe(401);
        refusedBy.push(servedBy(again.headers));
      }
      expect(new Set(refusedBy)).toEqual(new Set([0, 1, 2]));
      // The other sign-in (registration's) is untouched by this one's sign-out.
      expect((await get('/apps/todo/tasks', user.token)).status).toBe(200);
    });

    it('tells a list socket on one process of a user added through another', async () => {
      const admin = await register(via(), 'rrlistadmin');
      const watching = await open(via(), admin.token, [listTopic('users')]);
      const socketOn = lastSocketBackend()?.backend;
      const added = await post(
        via(),
        '/apps/users/add-user',
        {
          fullName: 'Behind Proxy',
          username: 'behind.proxy',
          email: 'behind.proxy@example.com',
          role: 'editor',
          currentPlan: 'team',
        },
        admin.token,
      );
      expect(added.status).toBe(201);
      expect(servedBy(added.headers)).not.toBe(socketOn);
      const heard = await watching.waitFor(
        (m) => m.type === 'event' && m.topic === listTopic('users'),
      );
      expect(heard.type === 'event' && heard.event).toEqual({
        type: listChangedType,
        resource: 'users',
      });
    });

    it('delivers a chat message to the recipient’s socket on another process', async () => {
      const ann = await register(via(), 'rrchatann');
      const bob = await register(via(), 'rrchatbob');
      const annSocket = await open(via(), ann.token, [userTopic(ann.id)]);
      const annOn = lastSocketBackend()?.backend;
      const bobSocket = await open(via(), bob.token, [userTopic(bob.id)]);
      const bobOn = lastSocketBackend()?.backend;
      const sent = await post(
        via(),
        '/apps/chat/send-msg',
        { message: 'Through the proxy', contact: { id: bob.id } },
        ann.token,
      );
      expect(sent.status).toBe(201);
      // The sender's socket, the recipient's and the send itself: one process each.
      expect(new Set([annOn, bobOn, servedBy(sent.headers)])).toEqual(new Set([0, 1, 2]));
      const heard = await bobSocket.waitFor(
        (m) => m.type === 'event' && m.event.type === 'chat.message',
      );
      expect(heard.type === 'event' && heard.event).toMatchObject({
        type: 'chat.message',
        contactId: ann.id,
        message: { message: 'Through the proxy', senderId: ann.id },
      });
      await annSocket.waitFor((m) => m.type === 'event' && m.event.type === 'chat.message');
    });

    it('tells a monitoring socket on one process of an alarm raised through another', async () => {
      const admin = await register(via(), 'rralarmadmin');
      const sensor = await post<{ sensor: { id: number }; token: string }>(
        via(),
        '/api/monitoring/sensors',
        { name: 'Proxy freezer', zone: 'Proxy tests', minValue: -40, maxValue: 60 },
        admin.token,
      );
      expect(sensor.status, JSON.stringify(sensor.body)).toBe(201);
      const rule = await post(
        via(),
        '/api/monitoring/rules',
        {
          name: 'Proxy freezer too warm',
          sensorId: sensor.body.sensor.id,
          condition: 'above',
          threshold: 8,
          severity: 'critical',
        },
        admin.token,
      );
      expect(rule.status, JSON.stringify(rule.body)).toBe(201);
      const watching = await open(via(), admin.token, [monitoringTopic]);
      const socketOn = lastSocketBackend()?.backend;

      const ingest = await post<{ stored: number }>(
        via(),
        ingestPath,
        { readings: [{ at: new Date().toISOString(), value: 12.5 }] },
        sensor.body.token,
      );
      expect(ingest.status, JSON.stringify(ingest.body)).toBe(200);
      expect(servedBy(ingest.headers)).not.toBe(socketOn);
      const heard = await watching.waitFor(
        (m) =>
          m.type === 'event' &&
          m.event.type === monitoringEventTypes.alarm &&
          m.event.change === 'opened',
      );
      expect(heard.type === 'event' && heard.event).toMatchObject({
        change: 'opened',
        alarm: {
          sensorId: sensor.body.sensor.id,
          ruleName: 'Proxy freezer too warm',
          openValue: 12.5,
        },
      });
    });

    it('serves a file uploaded through one process, whole and in part, through the others', async () => {
      const owner = await register(via(), 'rrfileowner');
      // Over a few TCP packets and chunks, so streaming through the proxy is exercised too.
      const bytes = Buffer.from(
        Array.from({ length: 4000 }, (_, i) => `line ${i}: ünïcödé across processes\n`).join(''),
      );
      const uploaded = await upload(owner.token, 'a.txt', bytes);
      expect(uploaded.status).toBe(201);
      const id = uploaded.body.file.id;

      const whole = new Set<number>();
      const parts = new Set<number>();
      for (let i = 0; i < 6; i++) {
        if (i % 2 === 0) {
          const reply = await get(`/api/files/${id}`, owner.token);
          expect(reply.status).toBe(200);
          expect(reply.bytes.equals(bytes), `whole file from ${reply.backend}`).toBe(true);
          whole.add(reply.backend);
        } else {
          const reply = await get(`/api/files/${id}`, owner.token, { range: 'bytes=1000-4999' });
          expect(reply.status).toBe(206);
          expect(reply.headers.get('content-range')).toBe(`bytes 1000-4999/${bytes.length}`);
          expect(reply.bytes.equals(bytes.subarray(1000, 5000)), `part from ${reply.backend}`).toBe(
            true,
          );
          parts.add(reply.backend);
        }
      }
      for (const other of [0, 1, 2].filter((n) => n !== uploaded.backend)) {
        expect(whole).toContain(other);
        expect(parts).toContain(other);
      }
    });
  });
});
