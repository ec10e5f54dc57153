import type { TwoFactorChallenge } from '@beacon/contract/auth';

/** A sign-in waiting for its second step: the challenge, and where to go once in. */
export interface PendingSignIn extends TwoFactorChallenge {
  redirect?: string;
}

// The tab's session storage, not the URL: a challenge proves the password for a few minutes and
// must not end up in the history, a log or a shared link. A reload of the page keeps it.
const key = 'beacon.twoStep';

export function keepPendingSignIn(pending: PendingSignIn): void {
  sessionStorage.setItem(key, JSON.stringify(pending));
}

export function pendingSignIn(): PendingSignIn | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { challenge, twoFactor, redirect } = value as Record<string, unknown>;
    if (typeof challenge !== 'string' || (twoFactor !== 'code' && twoFactor !== 'setup'))
      return null;
    return { challenge, twoFactor, ...(typeof redirect === 'string' ? { redirect } : {}) };
  } catch {
    return null;
  }
}

export function forgetPendingSignIn(): void {
  sessionStorage.removeItem(key);
}
