import { errorReplySchema } from '@beacon/contract/common';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { decodeJwt } from 'jose';
import type { AppEnv } from './context';
import { json } from './openapi';

type Ctx = Context<AppEnv>;
/** Whom a request counts against; undefined when that is unknown (the request then passes). */
type KeyOf = (c: Ctx) => Promise<string | undefined>;

interface Limit {
  /** Requests (or failed requests) allowed per window. */
  limit: number;
  windowMs: number;
  /** Count only requests answered 4xx or 5xx: a wrong password, not a sign-in. */
  failuresOnly?: boolean;
}

const MINUTE = 60_000;

/**
 * Sign-in abuse (decision 0022): limits per client address and per account, each in its own window.
 * Failed sign-ins and password checks count; registrations and token refreshes count each time.
 */
export const authLimits = {
  loginAccount: { limit: 10, windowMs: 15 * MINUTE, failuresOnly: true },
  loginAddress: { limit: 50, windowMs: 15 * MINUTE, failuresOnly: true },
  registerAddress: { limit: 20, windowMs: 60 * MINUTE },
  refreshAccount: { limit: 30, windowMs: 15 * MINUTE },
  refreshAddress: { limit: 200, windowMs: 15 * MINUTE },
  passwordAccount: { limit: 5, windowMs: 15 * MINUTE, failuresOnly: true },
  passwordAddress: { limit: 30, windowMs: 15 * MINUTE, failuresOnly: true },
  // Six digits are a million tries: a handful a window keeps guessing hopeless.
  twoFactorAccount: { limit: 5, windowMs: 15 * MINUTE, failuresOnly: true },
  twoFactorAddress: { limit: 30, windowMs: 15 * MINUTE, failuresOnly: true },
  // Each mailed link counts, whatever the answer: the reply is the same for every address.
  mailAccount: { limit: 5, windowMs: 60 * MINUTE },
  mailAddress: { limit: 30, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** What a limited route can answer besides its own replies (OpenAPI). */
export const tooManyReply = {
  429: json(
    errorReplySchema,
    'Too many attempts: `Retry-After` gives the seconds until the next one is taken',
  ),
};

/**
 * A limiter over one key. Counts live in this process's memory, apart for each app (each has its
 * own database object), so that tests never share them; several API processes each allow the
 * limit (decision 0022).
 */
export function limited(
  { limit, windowMs, failuresOnly = false }: Limit,
  keyOf: KeyOf,
): MiddlewareHandler<AppEnv> {
  const perApp = new WeakMap<object, MiddlewareHandler<AppEnv>>();
  const make = () =>
    rateLimiter<AppEnv>({
      windowMs,
      limit: (c) => limit * (c.var.config.rateLimitScale ?? 1),
      standardHeaders: 'draft-6',
      skipSuccessfulRequests: failuresOnly,
      keyGenerator: async (c) => (await keyOf(c)) ?? '',
      skip: async (c) => (await keyOf(c)) === undefined,
      handler: (c) => c.json({ error: 'Too many attempts. Try again later.' }, 429),
    });
  return async (c, next) => {
    let limiter = perApp.get(c.var.rootDb);
    if (!limiter) {
      limiter = make();
      perApp.set(c.var.rootDb, limiter);
    }
    return limiter(c, next);
  };
}

/** The caller's address as the server saw it (server mode only). */
export const byAddress: KeyOf = (c) => Promise.resolve(c.var.config.clientAddress?.(c));

/** A JSON body's string field, read before validation (Hono keeps the parsed body for it). */
async function bodyField(c: Ctx, field: string): Promise<string | undefined> {
  try {
    const body: unknown = await c.req.json();
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : 0;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The account an e-mail in the body names, as sign-in matches it. */
export const byEmail: KeyOf = async (c) => (await bodyField(c, 'email'))?.trim().toLowerCase();

/** The account a refresh token names, unverified: only to count against it. */
export const byRefreshAccount: KeyOf = async (c) => {
  const token = await bodyField(c, 'refreshToken');
  if (!token) return undefined;
  try {
    const { id } = decodeJwt(token);
    return typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
};

/** The account a two-factor challenge in the body names, unverified: only to count against it. */
export const byChallengeAccount: KeyOf = async (c) => {
  const token = await bodyField(c, 'challenge');
  if (!token) return undefined;
  try {
    const { id } = decodeJwt(token);
    return typeof id === 'number' ? `2fa:${id}` : undefined;
  } catch {
    return undefined;
  }
};

/** The signed-in caller (after the route's guard). */
export const byPrincipal: KeyOf = (c) => Promise.resolve(String(c.var.principal.id));
