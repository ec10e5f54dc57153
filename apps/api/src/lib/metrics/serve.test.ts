import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';
import { serveMetrics } from './serve';

describe('the metrics port', () => {
  it('tells a port another process holds to its caller instead of crashing the process', async () => {
    const holder = createServer().listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const address = holder.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const failed = new Promise<Error>((resolve) => {
        serveMetrics(
          createMetrics(),
          { host: '127.0.0.1', port: address.port, token: undefined },
          () => resolve(new Error('listened on a port another process holds')),
          resolve,
        );
      });
      expect((await failed).message).toMatch(/EADDRINUSE/);
    } finally {
      holder.close();
    }
  });
});
