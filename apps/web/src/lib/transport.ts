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

let answered = false;

export async function send(request: Request): Promise<Response> {
  const response = await (mockSend ? (await mockSend)(request) : fetch(request));
  // `npm run bench` reads this User Timing mark: page load → first API answer (DESIGN §7).
  if (!answered) performance.mark('beacon:first-api-answer');
  answered = true;
  return response;
}
