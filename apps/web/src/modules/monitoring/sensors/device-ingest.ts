import { ingestPath, type IngestReply } from '@beacon/contract/monitoring';
import { api } from '../../../lib/http';
import { send } from '../../../lib/transport';

/** How the ingest endpoint answered a test reading. */
export type TestReadingResult =
  | { kind: 'stored'; reply: IngestReply }
  /** A 400: the API's reasons (a value outside the sensor's plausible range, say). */
  | { kind: 'refused'; messages: string[] }
  /** A 401: the token is unknown, rotated, or its sensor retired. */
  | { kind: 'badToken' }
  | { kind: 'failed'; status: number };

function messagesOf(error: unknown): string[] {
  if (typeof error !== 'object' || error === null || !('error' in error)) return [];
  const reason = error.error;
  if (typeof reason === 'string') return [reason];
  if (typeof reason !== 'object' || reason === null) return [];
  return Object.values(reason).flatMap((messages: unknown) =>
    Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [],
  );
}

/**
 * Posts one reading, taken now, as the device itself would: with the device's token. It goes
 * straight to the transport, since the client's own sender puts the signed-in user's token in
 * the Authorization header (and refreshes it on a 401, which here is the answer).
 */
export async function sendTestReading(token: string, value: number): Promise<TestReadingResult> {
  const { data, error, response } = await api.POST(ingestPath, {
    body: { readings: [{ at: new Date().toISOString(), value }] },
    headers: { authorization: `Bearer ${token}` },
    fetch: send,
  });
  if (response.ok && data) return { kind: 'stored', reply: data };
  if (response.status === 401) return { kind: 'badToken' };
  const messages = messagesOf(error);
  if (response.status === 400 && messages.length > 0) return { kind: 'refused', messages };
  return { kind: 'failed', status: response.status };
}

/** A ready command for a device's first test, with this site's address and the new token. */
export function curlExample(origin: string, token: string, at = new Date()): string {
  const body = JSON.stringify({ readings: [{ at: at.toISOString(), value: 4.2 }] });
  return [
    `curl -X POST ${origin}${ingestPath} \\`,
    `  -H "Authorization: Bearer ${token}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${body}'`,
  ].join('\n');
}
