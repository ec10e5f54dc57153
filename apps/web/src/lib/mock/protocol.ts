/** Messages between the page and the mock worker. Bodies travel as transferable ArrayBuffers. */
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
  | { type: 'reset'; id: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'response'; id: number; response: WireResponse }
  | { type: 'reset-done'; id: number; error?: string };
