import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { livePath } from '@beacon/contract/live';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { type Running, killLeftovers, startServer, stopServer } from '../../test/server-process';
import { parseMetrics, samplesOf, sumOf } from './prometheus-text';

const dataDir = mkdtempSync(join(tmpdir(), 'beacon-metrics-test-'));
const token = 'metrics-token-for-the-test-0123';
const bearer = (value: string) => ({ headers: { authorization: `Bearer ${value}` } });

/** The address the metrics port logged once it listened. */
async function metricsUrl(server: Running): Promise<string> {
  let url = '';
  await vi.waitFor(() => {
    const entry = server.lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; url?: string })
      .find((logged) => logged.msg === 'metrics listening');
    expect(entry?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    url = entry?.url ?? '';
  });
  return url;
}

// Real server processes: what the ports answer, as Prometheus and a stranger would see it. The
// first start creates the embedded database, which takes a minute on a busy machine.
describe('metrics in server mode', { timeout: 150_000 }, () => {
  afterEach(killLeftovers);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves /metrics on its port and on the main port only with the token', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      METRICS_PORT: '0',
      METRICS_TOKEN: token,
    });
    try {
      const separate = await metricsUrl(server);
      const main = `${server.url}/metrics`;
      for (const url of [main, separate]) {
        const refused = await fetch(url);
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toContain('Bearer');
        expect(await refused.text()).not.toContain('process_cpu');
        expect((await fetch(url, bearer('not-the-metrics-token-0123'))).status).toBe(401);
      }

      const socket = new WebSocket(`${server.url.replace('http', 'ws')}${livePath}`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      expect((await fetch(`${server.url}/no/such/page`)).status).toBe(404);

      const reply = await fetch(main, bearer(token));
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toContain('text/plain');
      const samples = parseMetrics(await reply.text());
      expect(samplesOf(samples, 'process_cpu_user_seconds_total')).toHaveLength(1);
      expect(sumOf(samples, 'beacon_live_sockets_open')).toBe(1);
      expect(
        sumOf(samples, 'beacon_http_requests_total', { route: 'unmatched', status: '404' }),
      ).toBe(1);
      // A scrape is not a request of the app's.
      expect(samplesOf(samples, 'beacon_http_requests_total', { route: '/metrics' })).toEqual([]);
      // The demo's sample files and sensors are there from the start.
      expect(sumOf(samples, 'beacon_files_stored')).toBeGreaterThan(0);

      socket.close();
      await vi.waitFor(async () => {
        const again = parseMetrics(await (await fetch(separate, bearer(token))).text());
        expect(sumOf(again, 'beacon_live_sockets_open')).toBe(0);
      });
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
  });

  it('keeps the main port free of metrics without a token, and serves the metrics port', async () => {
    const server = await startServer({ DATA_DIR: dataDir, METRICS_PORT: '0' });
    try {
      const separate = await metricsUrl(server);
      const main = await fetch(`${server.url}/metrics`, bearer(token));
      expect(await main.text()).not.toContain('process_cpu');
      const reply = await fetch(separate);
      expect(reply.status).toBe(200);
      expect(
        samplesOf(parseMetrics(await reply.text()), 'nodejs_heap_size_used_bytes'),
      ).not.toEqual([]);
      // Nothing but /metrics on that port.
      expect((await fetch(separate.replace('/metrics', '/api/health'))).status).toBe(404);
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
  });
});
