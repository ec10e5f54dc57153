import type { Server, ServerResponse } from 'node:http';

/**
 * Closing a server without cutting a request short. `server.close()` alone stops listening and
 * waits for every connection to end; but a kept-alive connection stays open for the keep-alive
 * timeout (5 s) after its reply and may carry another request meanwhile, so a stop took over
 * 6 s after the last reply. Once draining, every reply says `Connection: close` instead, which
 * ends its connection as soon as it is sent.
 */
export function drainable(server: Server): { drain: () => Promise<void> } {
  const unanswered = new Set<ServerResponse>();
  let draining = false;

  const lastOnItsConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
    // Already streaming its body: its connection is closed once that ends.
    else response.once('finish', () => server.closeIdleConnections());
  };

  server.on('request', (_request, response: ServerResponse) => {
    // A kept-alive connection may still bring a request after the listener closed.
    if (draining) return lastOnItsConnection(response);
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  return {
    drain: () => {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const response of unanswered) lastOnItsConnection(response);
      return closed;
    },
  };
}
