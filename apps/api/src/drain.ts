import { Server as HttpServer, type Server, type ServerResponse } from 'node:http';
import type { Http2SecureServer, Http2ServerResponse, ServerHttp2Session } from 'node:http2';

/**
 * Closing a server without cutting a request short. `server.close()` alone stops listening and
 * waits for every connection to end; but a kept-alive connection stays open for the keep-alive
 * timeout (5 s) after its reply and may carry another request meanwhile, so a stop took over
 * 6 s after the last reply. Once draining, every HTTP/1.1 reply says `Connection: close` instead,
 * which ends its connection as soon as it is sent. An HTTP/2 connection (with TLS) is told to take
 * no new request, and ends once its requests are answered.
 */
export function drainable(server: Server | Http2SecureServer): { drain: () => Promise<void> } {
  const unanswered = new Set<ServerResponse | Http2ServerResponse>();
  const sessions = new Set<ServerHttp2Session>();
  let draining = false;
  const closeIdle = () => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };

  const lastOnItsConnection = (response: ServerResponse | Http2ServerResponse) => {
    // HTTP/2: the session's own close ends the connection.
    if (!('shouldKeepAlive' in response)) return;
    if (!response.headersSent) response.shouldKeepAlive = false;
    // Already streaming its body: its connection is closed once that ends.
    else response.once('finish', closeIdle);
  };

  const onRequest = (_request: unknown, response: ServerResponse | Http2ServerResponse) => {
    // A kept-alive connection may still bring a request after the listener closed.
    if (draining) return lastOnItsConnection(response);
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  };
  // Said twice: TypeScript takes `on` of each server type on its own, not of the union.
  if (server instanceof HttpServer) server.on('request', onRequest);
  else {
    server.on('request', onRequest);
    server.on('session', (session) => {
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
    });
  }

  return {
    drain: () => {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const response of unanswered) lastOnItsConnection(response);
      for (const session of sessions) session.close();
      return closed;
    },
  };
}
