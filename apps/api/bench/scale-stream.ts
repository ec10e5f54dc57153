import { readFileSync } from 'node:fs';

/** A line of /proc/<pid>/status in kB (VmRSS now, VmHWM the peak so far); undefined off Linux. */
export function procKb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match?.[1] === undefined ? undefined : Number(match[1]);
  } catch {
    return undefined;
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Counts the objects of a top-level JSON array as its bytes arrive, holding no more than one
 * chunk: parsing a million users whole would put this process's memory in the figure instead of
 * the server's. Bytes, not characters: UTF-8 continuation bytes are never ASCII, so quotes,
 * backslashes and braces inside text cannot be mistaken.
 */
class ArrayCounter {
  count = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  closed = false;

  feed(chunk: Uint8Array) {
    for (const byte of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        if (byte === OPEN_BRACE && this.depth === 1) this.count++;
        this.depth++;
      } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        this.depth--;
        if (this.depth === 0) this.closed = true;
      }
    }
  }
}

export interface StreamResult {
  status: number;
  count: number;
  /** The array's closing bracket arrived: a reply cut short half-way is not counted complete. */
  complete: boolean;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  /** The server's RSS peak since it started, before and after; and its RSS, sampled meanwhile. */
  hwmBeforeKb: number | undefined;
  hwmAfterKb: number | undefined;
  rssBeforeKb: number | undefined;
  rssPeakDuringKb: number | undefined;
}

/** GET /api/users/list/all-data once from the server with process id `pid`, counting as it comes. */
export async function streamAllUsers(
  base: string,
  headers: Record<string, string>,
  pid: number | undefined,
): Promise<StreamResult> {
  const hwmBeforeKb = procKb(pid, 'VmHWM');
  const rssBeforeKb = procKb(pid, 'VmRSS');
  let rssPeakDuringKb = rssBeforeKb;
  const sampler = setInterval(() => {
    const now = procKb(pid, 'VmRSS');
    if (now !== undefined) rssPeakDuringKb = Math.max(rssPeakDuringKb ?? 0, now);
  }, 100);
  const counter = new ArrayCounter();
  let bytes = 0;
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/users/list/all-data`, { headers });
    const firstByteMs = performance.now() - started;
    const reader = response.body?.getReader();
    for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
      bytes += next.value.byteLength;
      counter.feed(next.value);
    }
    return {
      status: response.status,
      count: counter.count,
      complete: counter.closed,
      bytes,
      firstByteMs,
      totalMs: performance.now() - started,
      hwmBeforeKb,
      hwmAfterKb: procKb(pid, 'VmHWM'),
      rssBeforeKb,
      rssPeakDuringKb,
    };
  } finally {
    clearInterval(sampler);
  }
}
