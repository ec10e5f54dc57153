import { createHash, timingSafeEqual } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Metrics } from './metrics';

export const metricsPath = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its first wrong byte shows in the timing. */
function bearerMatches(header: string | null, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Answers a scrape: the figures in Prometheus' text format. With a token, only to a request that
 * carries it (`Authorization: Bearer <token>`); without one, to anyone who reaches the port, which
 * is why the main port never serves it without a token.
 */
export const scrapeHandler =
  (metrics: Metrics, token: string | undefined) =>
  async (request: Request): Promise<Response> => {
    if (token !== undefined && !bearerMatches(request.headers.get('authorization'), token))
      return Response.json(
        { error: 'The metrics need Authorization: Bearer <METRICS_TOKEN>' },
        { status: 401, headers: { 'www-authenticate': 'Bearer realm="metrics"' } },
      );
    return new Response(await metrics.scrape(), {
      headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' },
    });
  };

export interface MetricsPlace {
  host: string;
  port: number;
  token: string | undefined;
}

/**
 * `/metrics` alone on a port of its own, for Prometheus on the same host or a private network. A
 * port it cannot take (another process holds it) is told to `onFailed`, not thrown at the process.
 */
export function serveMetrics(
  metrics: Metrics,
  { host, port, token }: MetricsPlace,
  onListening: (url: string) => void,
  onFailed: (error: Error) => void,
): { close: () => void } {
  const scrape = scrapeHandler(metrics, token);
  const server = serve(
    {
      hostname: host,
      port,
      fetch: new Hono().all(metricsPath, (c) => scrape(c.req.raw)).fetch,
    },
    (info) => onListening(`http://${host}:${info.port}${metricsPath}`),
  );
  server.once('error', onFailed);
  return { close: () => server.close() };
}
