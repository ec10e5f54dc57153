import autocannon from 'autocannon';

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  total: number;
  /** Non-2xx replies, connection errors and timeouts together: any of them spoils the figure. */
  failures: number;
  medianMs: number;
  p95Ms: number;
}

/** Nearest-rank percentile of unsorted samples (`p` in 0–100). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/**
 * Runs autocannon against one URL. Its histogram reports p90 and p97.5 but no p95, so every
 * response time is also collected from the `response` event and the percentiles are ours.
 */
export function load(target: Target, seconds: number, connections: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url: target.url, headers: target.headers, connections, duration: seconds },
      (error: unknown, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
          return;
        }
        resolve({
          requestsPerSecond: result.requests.average,
          total: result.requests.total,
          failures: result.non2xx + result.errors,
          medianMs: percentile(latencies, 50),
          p95Ms: percentile(latencies, 95),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}

/**
 * Sends the URLs one after another and times each (reply body read included). Sequential on
 * purpose: this is the latency of one request with nothing queued ahead of it. The slowest few
 * are returned too, with their reply sizes, to show which query shape misses a budget.
 */
export async function timeSequentially(urls: readonly string[], headers: Record<string, string>) {
  const timings: { url: string; ms: number; bytes: number }[] = [];
  let failures = 0;
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const { byteLength } = await response.arrayBuffer();
    timings.push({ url, ms: performance.now() - started, bytes: byteLength });
    if (response.status !== 200) failures++;
  }
  const latencies = timings.map((timing) => timing.ms);
  return {
    count: urls.length,
    failures,
    medianMs: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    slowest: timings.sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
}
