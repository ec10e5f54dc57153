import { SignJWT, jwtVerify } from 'jose';
import type { TokenConfig } from '../../../lib/tokens';

/** Which ceremony a challenge was made for: a token of one is refused by the other. */
export type Ceremony = 'passkey-registration' | 'passkey-authentication';

export interface ChallengeClaims {
  challenge: string;
  /** The account adding a passkey; absent for a sign-in, where nobody is known yet. */
  accountId?: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * The challenge goes to the browser signed, and comes back with the authenticator's answer: the
 * server keeps nothing between the two requests, so any API process can finish a ceremony.
 */
export function signChallenge(
  config: TokenConfig,
  typ: Ceremony,
  claims: ChallengeClaims,
): Promise<string> {
  return new SignJWT({
    typ,
    ch: claims.challenge,
    ...(claims.accountId && { id: claims.accountId }),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key(config.jwtSecret));
}

/** Null for a bad, expired or other-ceremony token. */
export async function readChallenge(
  config: TokenConfig,
  typ: Ceremony,
  token: string,
): Promise<ChallengeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(config.jwtSecret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    if (payload.typ !== typ || typeof payload.ch !== 'string') return null;
    return {
      challenge: payload.ch,
      ...(typeof payload.id === 'number' && { accountId: payload.id }),
    };
  } catch {
    return null;
  }
}
