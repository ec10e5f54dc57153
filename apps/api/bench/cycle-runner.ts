/**
 * Drives autocannon through a cycle of requests per connection, where a request may depend on
 * earlier replies of the same cycle (an update needs the id its create got). autocannon hands
 * each connection a fresh context object at the start of every cycle: the cycle's state hangs
 * off it. Every reply is timed and counted by kind in `stats`.
 */
import autocannon from 'autocannon';
import type { Kind, MixStats } from './mix-stats';

export interface Planned {
  kind: Kind;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** On a 2xx, with the reply's text. */
  onOk?: (reply: string) => void;
}

export interface RunnerOptions {
  base: string;
  token: string;
  seconds: number;
  connections: number;
  stats: MixStats;
}

export function runCycles<C>(
  options: RunnerOptions,
  /** A new cycle's state; `slot` counts cycles across all connections. */
  newCycle: (slot: number) => C,
  steps: readonly ((cycle: C) => Planned)[],
): Promise<autocannon.Result> {
  const { stats } = options;
  /** The one request in flight per connection (no pipelining), timed from just before it is written. */
  interface Running {
    cycle: C;
    inFlight?: { kind: Kind; sentAt: number; onOk?: (reply: string) => void };
  }
  const running = new WeakMap<object, Running>();
  let slots = 0;
  const runningOf = (context: object): Running => {
    let entry = running.get(context);
    if (!entry) {
      entry = { cycle: newCycle(slots++) };
      running.set(context, entry);
    }
    return entry;
  };
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const requests: autocannon.Request[] = steps.map((plan) => ({
    setupRequest: (request, context) => {
      const entry = runningOf(context);
      // Still set: the last request got no reply (autocannon counts the timeout or socket error;
      // this names its kind).
      if (entry.inFlight) stats.fail(entry.inFlight.kind, 'no reply (timeout or socket error)');
      const { kind, method, path, body, onOk } = plan(entry.cycle);
      entry.inFlight = { kind, sentAt: performance.now(), onOk };
      // A fresh headers object every time: autocannon stores the Content-Length it computes on
      // the one it is given, and a step that alternates between a body and none would keep it.
      return {
        ...request,
        method,
        path,
        headers: { ...headers },
        body: body === undefined ? '' : JSON.stringify(body),
      };
    },
    onResponse: (status, body, context) => {
      const entry = runningOf(context);
      const sent = entry.inFlight;
      if (!sent) return;
      entry.inFlight = undefined;
      stats.record(sent.kind, status, performance.now() - sent.sentAt, body);
      if (status < 200 || status >= 300) return;
      // A 2xx without the id it should carry is a failure too, not a crash inside autocannon.
      try {
        sent.onOk?.(body);
      } catch (error) {
        stats.fail(sent.kind, error instanceof Error ? error.message : String(error), true);
      }
    },
  }));

  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: options.base,
        connections: options.connections,
        duration: options.seconds,
        // autocannon's default, said out loud: a reply slower than 10 s counts as a timeout.
        timeout: 10,
        requests,
      },
      (error: unknown, result) => {
        if (error)
          reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
        else resolve(result);
      },
    );
  });
}
