/**
 * Why a browser's passkey ceremony ended without a passkey, as the screens word it: the person
 * cancelled (or let it time out), the device cannot make or use one, or it holds one for this
 * account already. Null: not the browser's refusal (an API error, a network failure).
 */
export type CeremonyFailure = 'cancelled' | 'unsupported' | 'exists' | 'refused';

const byCode: Record<string, CeremonyFailure> = {
  ERROR_CEREMONY_ABORTED: 'cancelled',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'exists',
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT: 'unsupported',
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT: 'unsupported',
  ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG: 'unsupported',
};

// Browsers say little on purpose: NotAllowedError covers a cancel, a timeout and a refusal alike.
const byName: Record<string, CeremonyFailure> = {
  NotAllowedError: 'cancelled',
  AbortError: 'cancelled',
  InvalidStateError: 'exists',
  NotSupportedError: 'unsupported',
  SecurityError: 'refused',
  UnknownError: 'refused',
};

// Not `instanceof Error`: a DOMException is not an Error everywhere.
const field = (error: object, key: string) =>
  key in error && typeof (error as Record<string, unknown>)[key] === 'string'
    ? String((error as Record<string, unknown>)[key])
    : '';

export function ceremonyFailure(error: unknown): CeremonyFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  return byCode[field(error, 'code')] ?? byName[field(error, 'name')] ?? null;
}

/** Whether this browser knows WebAuthn at all; false while prerendering. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
