/**
 * Where requests go: the network in server mode; in mock mode the API running in the browser,
 * which itself passes requests that no API route matches on to the network.
 */
export type Send = (request: Request) => Promise<Response>;

let mockSend: Promise<Send> | null = null;

/** Set once at start in mock mode (see mock/start.ts); tests may set their own. */
export function setMockTransport(ready: Promise<Send>): void {
  mockSend = ready;
}

export async function send(request: Request): Promise<Response> {
  return mockSend ? (await mockSend)(request) : fetch(request);
}
