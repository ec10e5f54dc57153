/** Messages between the page and the mock worker. Bodies travel as transferable ArrayBuffers. */

/**
 * How every page starts or joins the shared worker: one that asks with other options is refused.
 * `start.ts` spells them out itself, as Vite reads the worker's options from the call.
 */
export const sharedWorkerOptions: WorkerOptions & { extendedLifetime: boolean } = {
  type: 'module',
  name: 'beacon-mock',
  extendedLifetime: true,
};

export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export type ToWorker =
  | { type: 'start'; jwtSecret: string }
  | { type: 'request'; id: number; request: WireRequest }
  | { type: 'reset'; id: number }
  | { type: 'live-open'; id: number }
  | { type: 'live-send'; id: number; text: string }
  | { type: 'live-close'; id: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'response'; id: number; response: WireResponse }
  | { type: 'reset-done'; id: number; error?: string }
  | { type: 'live-message'; id: number; text: string }
  | { type: 'live-closed'; id: number; code: number }
  /** The worker's start, mark by mark (name, ms since the epoch), for the bench (worker-marks.ts). */
  | { type: 'marks'; marks: [string, number][] };
