import { authMessages } from '@beacon/contract/auth-messages';

/** An answer: its status and its JSON body (undefined when it had none, or not JSON). */
export interface Answer {
  status: number;
  body: unknown;
}

/** A POST to the API as lib/http.ts sends one (JSON, the reader's language); throws when offline. */
export async function post(path: string, body: unknown, language: string): Promise<Answer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'accept-language': language,
    },
    body: JSON.stringify(body),
  });
  const reply: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body: reply };
}

/** The API's `{ error }`: a message, or `{ field: [messages] }`; undefined for anything else. */
export function errorOf(body: unknown): string | Record<string, string[]> | undefined {
  if (!body || typeof body !== 'object' || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error === 'string') return error;
  if (!error || typeof error !== 'object') return undefined;
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error))
    if (Array.isArray(messages))
      fields[field] = messages.filter((m): m is string => typeof m === 'string');
  return fields;
}

export { serverMessage } from '../../modules/auth/server-keys';

export const isUnverified = (answer: Answer) =>
  answer.status === 403 && errorOf(answer.body) === authMessages.emailUnverified;
