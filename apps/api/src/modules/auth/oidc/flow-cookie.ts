import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { SignJWT, jwtVerify } from 'jose';
import type { AppConfig, AppEnv } from '../../../lib/context';
import { linkTo } from '../../../lib/mail/links';

// One signed cookie carries a sign-in with the provider from its start to its end, so the server
// keeps nothing between the requests: first the PKCE verifier, state, nonce and the app path to
// return to; after the callback, only the id of the handoff it gave the page.

export const FLOW_COOKIE = 'beacon_oidc';
/** Only the provider routes see it (the API's paths are whole: /api/auth/oidc/…). */
const COOKIE_PATH = '/api/auth/oidc';
const FLOW_SECONDS = 10 * 60;
const HANDOFF_SECONDS = 60;
const HANDOFF_AUDIENCE = 'beacon-oidc-handoff';

export interface StartedFlow {
  step: 'started';
  verifier: string;
  state: string;
  nonce: string;
  redirect: string;
}

export interface HandedOff {
  step: 'handed-off';
  handoffId: string;
}

type Flow = StartedFlow | HandedOff;

const cookieOptions = (c: Context<AppEnv>, maxAge: number) => ({
  path: COOKIE_PATH,
  httpOnly: true,
  sameSite: 'Lax' as const,
  // Lax, not Strict: the provider's redirect back is a navigation from another site.
  secure: new URL(linkTo(c, '/')).protocol === 'https:',
  maxAge,
});

export async function writeFlow(c: Context<AppEnv>, flow: Flow): Promise<void> {
  const seconds = flow.step === 'started' ? FLOW_SECONDS : HANDOFF_SECONDS;
  await setSignedCookie(
    c,
    FLOW_COOKIE,
    JSON.stringify(flow),
    c.var.config.jwtSecret,
    cookieOptions(c, seconds),
  );
}

export async function readFlow(c: Context<AppEnv>): Promise<Flow | undefined> {
  const value = await getSignedCookie(c, c.var.config.jwtSecret, FLOW_COOKIE);
  if (!value) return undefined;
  try {
    const flow = JSON.parse(value) as Partial<Flow>;
    if (flow.step === 'started' || flow.step === 'handed-off') return flow as Flow;
  } catch {
    // A cookie signed by us always parses; anything else is treated as no flow at all.
  }
  return undefined;
}

export function clearFlow(c: Context<AppEnv>): void {
  deleteCookie(c, FLOW_COOKIE, { path: COOKIE_PATH, secure: cookieOptions(c, 0).secure });
}

const key = (config: AppConfig) => new TextEncoder().encode(config.jwtSecret);

/** A 60-second token naming the account the provider vouched for, and the handoff it belongs to. */
export function signHandoff(
  config: AppConfig,
  claims: { accountId: number; handoffId: string; redirect: string },
): Promise<string> {
  return new SignJWT({ hid: claims.handoffId, redirect: claims.redirect })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.accountId))
    .setAudience(HANDOFF_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${HANDOFF_SECONDS}s`)
    .sign(key(config));
}

export async function verifyHandoff(config: AppConfig, token: string) {
  try {
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: ['HS256'],
      audience: HANDOFF_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const accountId = Number(payload.sub);
    if (!Number.isInteger(accountId) || typeof payload.hid !== 'string') return null;
    return {
      accountId,
      handoffId: payload.hid,
      redirect: typeof payload.redirect === 'string' ? payload.redirect : '/',
    };
  } catch {
    return null;
  }
}
