import { once } from 'node:events';
import {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  createServer,
  request,
} from 'node:http';
import { type Socket, connect } from 'node:net';

// A load balancer as small as a test needs: each HTTP request, and each WebSocket connection, goes
// to the next API process in turn, so a client's requests land on every process one after another.

export interface Backend {
  host: string;
  port: number;
}

export interface Forwarded {
  kind: 'http' | 'socket';
  method: string;
  path: string;
  /** The backend's index in the list the proxy was started with. */
  backend: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Everything forwarded, in order. */
  forwarded: Forwarded[];
  /** HTTP requests sent to each backend (by index). */
  requestsPer: () => number[];
  close: () => Promise<void>;
}

/** A response header naming the backend that answered, for a test to read. */
export const backendHeader = 'x-proxied-to';

// Hop-by-hop: they describe one connection, not the message, so a proxy does not pass them on.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function endToEnd<T extends IncomingHttpHeaders>(headers: T): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

function forwardedFor(incoming: IncomingMessage): string {
  const before = incoming.headers['x-forwarded-for'];
  const address = incoming.socket.remoteAddress ?? '';
  return before ? `${String(before)}, ${address}` : address;
}

export async function startRoundRobinProxy(
  backends: readonly Backend[],
  host = '127.0.0.1',
): Promise<RoundRobinProxy> {
  if (backends.length === 0) throw new Error('a proxy needs at least one backend');
  let next = 0;
  const forwarded: Forwarded[] = [];
  const connections = new Set<Socket>();
  const take = (kind: Forwarded['kind'], incoming: IncomingMessage) => {
    const backend = next;
    next = (next + 1) % backends.length;
    forwarded.push({ kind, method: incoming.method ?? 'GET', path: incoming.url ?? '/', backend });
    return { index: backend, target: backends[backend] as Backend };
  };

  const server = createServer((incoming, outgoing) => {
    const { index, target } = take('http', incoming);
    const upstream = request(
      {
        host: target.host,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...endToEnd(incoming.headers),
          'x-forwarded-for': forwardedFor(incoming),
          'x-forwarded-proto': 'http',
        },
      },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, {
          ...endToEnd(reply.headers),
          [backendHeader]: String(index),
        });
        reply.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502, { [backendHeader]: String(index) }).end();
    });
    incoming.pipe(upstream);
  });

  // A WebSocket is passed through as bytes: the upgrade request as it came, then both directions.
  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const { target } = take('socket', incoming);
    const upstream = connect(target.port, target.host);
    connections.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      connections.delete(upstream);
    };
    upstream.on('error', end).on('close', end);
    client.on('error', end).on('close', end);
    upstream.once('connect', () => {
      const lines = [`${incoming.method ?? 'GET'} ${incoming.url ?? '/'} HTTP/1.1`];
      const raw = incoming.rawHeaders;
      for (let i = 0; i + 1 < raw.length; i += 2) lines.push(`${raw[i]}: ${raw[i + 1]}`);
      lines.push(`X-Forwarded-For: ${forwardedFor(incoming)}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
  });
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });

  server.listen(0, host);
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');

  return {
    url: `http://${host}:${address.port}`,
    forwarded,
    requestsPer: () =>
      backends.map(
        (_, index) => forwarded.filter((f) => f.kind === 'http' && f.backend === index).length,
      ),
    close: async () => {
      const closed = once(server, 'close');
      server.close();
      for (const socket of connections) socket.destroy();
      await closed;
    },
  };
}
