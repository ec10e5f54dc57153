import type { ErrorReply } from '@beacon/contract/common';
import createClient from 'openapi-fetch';
import type { paths } from './api/paths.gen';
import i18n from './i18n';
import { session } from './session';
import { send } from './transport';

/** A non-2xx reply: `body` is the API's `{ error }` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorReply | undefined,
  ) {
    super(typeof body?.error === 'string' ? body.error : `Request failed (${status})`);
  }

  /** Field messages of a 400/409 reply, `{ field: [messages] }`, or null. */
  get fields(): Record<string, string[]> | null {
    const error = this.body?.error;
    return error && typeof error === 'object' ? error : null;
  }
}

/** An error page that is not the API's (a proxy's HTML 502) carries no `{ error }`. */
function isErrorReply(body: unknown): body is ErrorReply {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  if (typeof error === 'string') return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    Object.values(error).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

/**
 * Empty and missing values are left out, as the API treats them as "no filter"; a list repeats its
 * name (`category=A&category=B`).
 */
function serializeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const one of values) {
      if (typeof one === 'string' || typeof one === 'number' || typeof one === 'boolean') {
        if (one !== '') search.append(name, String(one));
      }
    }
  }
  return search.toString();
}

function withToken(request: Request, token: string | null): Request {
  // The API writes its own copy (help, pricing) in the reader's language.
  if (i18n.language) request.headers.set('accept-language', i18n.language);
  if (token) request.headers.set('authorization', `Bearer ${token}`);
  else request.headers.delete('authorization');
  return request;
}

// One refresh at a time: every request that meets a 401 meanwhile waits for this one promise.
let refreshing: Promise<string | null> | null = null;

/**
 * Sends a request with the signed-in user's token. On a 401 it refreshes once (concurrent 401s
 * share that refresh), retries with the new token, and signs the user out when the refresh fails.
 */
export async function sendSignedIn(request: Request): Promise<Response> {
  if (refreshing) await refreshing;
  const token = session.get().accessToken;
  // A body can be read once: the retry sends a copy taken before the first try.
  const retry = token ? request.clone() : null;
  const response = await send(withToken(request, token));
  if (response.status !== 401 || !retry) return response;
  // A refresh may have finished while this request was in flight: use its token, or start one.
  const current = session.get().accessToken;
  const fresh = current && current !== token ? current : await refreshOnce();
  if (!fresh) return response;
  return send(withToken(retry, fresh));
}

/**
 * The API's routes, typed from its OpenAPI document (api/paths.gen.ts): `api.GET('/path/{id}',
 * { params: { path: { id } } })`. Wrap a call in `unwrap` for its reply.
 */
export const api = createClient<paths>({
  // The build prerenders the sign-in pages in Node, which has no window and sends no request.
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  fetch: sendSignedIn,
  querySerializer: serializeQuery,
  headers: { accept: 'application/json' },
});

/** What a call of `api` resolves to: the reply's data on a 2xx, else its error body. */
interface Result<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The reply of a 2xx; any other status throws `ApiError` with the API's `{ error }`. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, isErrorReply(error) ? error : undefined);
  if (data === undefined)
    throw new Error(`${response.url} answered ${response.status} with no body`);
  return data;
}

/** Exchanges the refresh token for a new access token (shared by concurrent callers); null signs out. */
export function refreshOnce(): Promise<string | null> {
  refreshing ??= (async () => {
    const refreshToken = session.get().refreshToken;
    if (!refreshToken) return null;
    try {
      // Straight to the transport: sendSignedIn would wait for this very refresh, and a 401 here
      // is the answer, not a reason to refresh again.
      const reply = await unwrap(
        api.POST('/jwt/refresh-token', { body: { refreshToken }, fetch: send }),
      );
      session.signIn(reply);
      return reply.accessToken;
    } catch {
      return null;
    }
  })().then((token) => {
    refreshing = null;
    if (!token) session.signOut();
    return token;
  });
  return refreshing;
}
