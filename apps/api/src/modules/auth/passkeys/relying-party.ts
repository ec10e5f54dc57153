import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context';

export const rpName = 'Beacon Admin';

/**
 * Who the passkeys are made for: the public address (`APP_URL`) when set, else the address the
 * request came to. A passkey is bound to that host name, so moving the app to another host name
 * leaves its passkeys behind.
 */
export function relyingParty(c: Context<AppEnv>) {
  const origin = new URL(c.var.config.appUrl ?? c.req.url).origin;
  return { rpID: new URL(origin).hostname, origin };
}

/**
 * The WebAuthn user handle of an account: its id, so a sign-in's answer can be checked to belong
 * to the passkey's owner. Stable, so a second passkey on one device replaces the first there.
 */
export const userHandleOf = (accountId: number) => new TextEncoder().encode(String(accountId));
