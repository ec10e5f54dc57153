import type { RefreshReply } from '@beacon/contract/auth';
import type { ErrorReply } from '@beacon/contract/common';
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
}

function buildRequest(path: string, options: RequestOptions, token: string | null): Request {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ accept: 'application/json' });
  // The API writes its own copy (help, pricing) in the reader's language.
  if (i18n.language) headers.set('accept-language', i18n.language);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  return new Request(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch (error) {
    // An error page that is not JSON (a proxy's HTML 502) is still an ApiError for the caller.
    if (response.ok) throw error;
  }
  if (!response.ok) throw new ApiError(response.status, body as ErrorReply | undefined);
  return body as T;
}

// One refresh at a time: every request that meets a 401 meanwhile waits for this one promise.
let refreshing: Promise<string | null> | null = null;

/** Exchanges the refresh token for a new access token (shared by concurrent callers); null signs out. */
export function refreshOnce(): Promise<string | null> {
  refreshing ??= (async () => {
    const refreshToken = session.get().refreshToken;
    if (!refreshToken) return null;
    try {
      const reply = await parse<RefreshReply>(
        await send(
          buildRequest('/jwt/refresh-token', { method: 'POST', body: { refreshToken } }, null),
        ),
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

/**
 * Calls the API with the signed-in user's token. On a 401 it refreshes once (concurrent 401s share
 * that refresh), retries with the new token, and signs the user out when the refresh fails.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (refreshing) await refreshing;
  const token = session.get().accessToken;
  const response = await send(buildRequest(path, options, token));
  if (response.status !== 401 || !token) return parse<T>(response);
  // A refresh may have finished while this request was in flight: use its token, or start one.
  const current = session.get().accessToken;
  const fresh = current && current !== token ? current : await refreshOnce();
  if (!fresh) return parse<T>(response);
  return parse<T>(await send(buildRequest(path, options, fresh)));
}
