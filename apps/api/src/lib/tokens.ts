import { SignJWT, jwtVerify } from 'jose';

/**
 * Access tokens carry the account `id` and the sign-in they belong to (`fam`, its refresh-token
 * family), so a live socket can end with that sign-in; refresh tokens add their own id.
 */
export interface AccessClaims {
  id: number;
  fam: string;
}
export interface RefreshClaims {
  id: number;
  jti: string;
  fam: string;
}

/** A verified access token: `fam` is null in one signed before tokens named their sign-in. */
export interface VerifiedAccess {
  id: number;
  fam: string | null;
  /** When it expires, in milliseconds since the epoch. */
  expiresAt: number;
}

export interface TokenConfig {
  jwtSecret: string;
  accessTokenTtl: string;
  refreshTokenTtl: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(config: TokenConfig, claims: AccessClaims): Promise<string> {
  return new SignJWT({ id: claims.id, fam: claims.fam, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(config.accessTokenTtl)
    .sign(key(config.jwtSecret));
}

export function signRefreshToken(config: TokenConfig, claims: RefreshClaims): Promise<string> {
  return new SignJWT({ id: claims.id, fam: claims.fam, typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(claims.jti)
    .setIssuedAt()
    .setExpirationTime(config.refreshTokenTtl)
    .sign(key(config.jwtSecret));
}

/** Null for any bad, expired or wrong-type token: callers answer 401 without saying why. */
async function verify(config: TokenConfig, token: string, typ: 'access' | 'refresh') {
  try {
    const { payload } = await jwtVerify(token, key(config.jwtSecret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    return payload.typ === typ && typeof payload.id === 'number' ? payload : null;
  } catch {
    return null;
  }
}

export async function verifyAccessToken(
  config: TokenConfig,
  token: string,
): Promise<VerifiedAccess | null> {
  const payload = await verify(config, token, 'access');
  if (!payload) return null;
  return {
    id: Number(payload.id),
    fam: typeof payload.fam === 'string' ? payload.fam : null,
    expiresAt: (payload.exp ?? 0) * 1000,
  };
}

export async function verifyRefreshToken(
  config: TokenConfig,
  token: string,
): Promise<RefreshClaims | null> {
  const payload = await verify(config, token, 'refresh');
  if (!payload || typeof payload.jti !== 'string' || typeof payload.fam !== 'string') return null;
  return { id: Number(payload.id), jti: payload.jti, fam: payload.fam };
}
