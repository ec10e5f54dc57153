import type { IncomingMessage, Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Duplex } from 'node:stream';
import { livePath } from '@beacon/contract/live';
import { WebSocketServer } from 'ws';
import type { LiveHub } from './hub';

/** Largest client message: commands and subscriptions are small. */
const maxPayload = 16 * 1024;

/**
 * Serves the live channel on `livePath` of a Node HTTP server (over TLS, an HTTP/1.1 upgrade: a
 * browser opens its WebSocket so): each WebSocket becomes one hub session. A ping every 30 s finds the sockets whose peer vanished without closing.
 */
export function serveLive(
  server: Server | Http2SecureServer,
  live: LiveHub,
): { close: () => void; open: () => number } {
  const sockets = new WebSocketServer({ noServer: true, maxPayload });
  server.on('upgrade', (request: IncomingMessage, stream: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== livePath) {
      stream.destroy();
      return;
    }
    sockets.handleUpgrade(request, stream, head, (socket) => {
      const connection = live.connect({
        send: (text) => socket.send(text),
        close: (code, reason) => socket.close(code, reason),
      });
      let alive = true;
      socket.on('pong', () => (alive = true));
      const ping = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, 30_000);
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const chunks = Array.isArray(data) ? data : [data];
        connection.receive(chunks.map((chunk) => new TextDecoder().decode(chunk)).join(''));
      });
      socket.on('close', () => {
        clearInterval(ping);
        connection.closed();
      });
      socket.on('error', () => socket.terminate());
    });
  });
  return {
    /** The WebSockets open now. */
    open: () => sockets.clients.size,
    close: () => {
      for (const socket of sockets.clients) socket.close(1001, 'Server shutting down');
      sockets.close();
    },
  };
}
