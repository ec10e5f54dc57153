import { livePath, userTopic } from '@beacon/contract/live';
import WebSocket from 'ws';
import { percentile } from './load';

/** Messages timed one after another, each from the send until the other client hears it. */
export const LIVE_MESSAGES = 500;

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A live client signed in and listening on its own topic; `next(text)` waits for that message. */
async function listen(base: string, token: string, userId: number) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${livePath}`);
  const waiting = new Map<string, () => void>();
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as {
        type: string;
        event?: { type: string; message?: { message: string } };
      };
      if (message.type === 'ready')
        socket.send(JSON.stringify({ type: 'subscribe', topic: userTopic(userId) }));
      if (message.type === 'subscribed') resolve();
      const text = message.event?.message?.message;
      if (message.event?.type === 'chat.message' && text) waiting.get(text)?.();
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
  });
  return {
    next: (text: string) => new Promise<void>((resolve) => waiting.set(text, resolve)),
    close: () => socket.close(),
  };
}

/**
 * Delivery latency through the live channel: the demo admin sends a new account messages over
 * HTTP while both are connected; each is timed from the POST until the recipient's socket has it.
 */
export async function measureDeliveryLatency(base: string, adminToken: string) {
  const name = `bench${Date.now()}`;
  const other = await post<{ accessToken: string; user: { id: number } }>(base, '/jwt/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'bench-password-1',
  });
  const recipient = await listen(base, other.accessToken, other.user.id);
  const samples: number[] = [];
  let failures = 0;
  for (let i = 0; i < LIVE_MESSAGES + 20; i++) {
    const text = `message ${i}`;
    const heard = recipient.next(text);
    const started = performance.now();
    const sent = post(
      base,
      '/apps/chat/send-msg',
      { message: text, contact: { id: other.user.id } },
      adminToken,
    ).catch(() => void failures++);
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5000));
    const outcome = await Promise.race([heard.then(() => 'heard' as const), timeout]);
    await sent;
    if (outcome === 'timeout') failures++;
    // The first few warm the query plans and the socket; they are not what users see repeatedly.
    else if (i >= 20) samples.push(performance.now() - started);
  }
  recipient.close();
  return {
    count: samples.length,
    failures,
    p95Ms: percentile(samples, 95),
    medianMs: percentile(samples, 50),
  };
}
