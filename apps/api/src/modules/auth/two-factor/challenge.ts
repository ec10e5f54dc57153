import { SignJWT, jwtVerify } from 'jose';
import type { TokenConfig } from '../../../lib/tokens';

/** What is left to do after the password: give a code, or set two-factor sign-in up first. */
export type SecondStep = 'code' | 'setup';

// Its own type, so a challenge is never taken for an access or refresh token, nor one for the other.
const typ = 'two-factor';
const ttl = '5m';

const key = (secret: string) => new TextEncoder().encode(secret);

/** Proof, for a few minutes, that this account's password was given. */
export function signChallenge(config: TokenConfig, accountId: number, step: SecondStep) {
  return new SignJWT({ id: accountId, typ, step })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(key(config.jwtSecret));
}

/** The account a challenge was made for, when it is genuine, current and for this step. */
export async function verifyChallenge(
  config: TokenConfig,
  token: string,
  step: SecondStep,
): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(config.jwtSecret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    return payload.typ === typ && payload.step === step && typeof payload.id === 'number'
      ? payload.id
      : null;
  } catch {
    return null;
  }
}
