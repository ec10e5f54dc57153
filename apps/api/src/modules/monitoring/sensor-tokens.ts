import { sha256Hex } from '../../lib/passwords';

/** What every device token starts with: recognisable in a config file, a log or a secret scanner. */
export const deviceTokenPrefix = 'bst_';

export interface DeviceToken {
  /** Shown once, in the create or rotate reply; never stored. */
  token: string;
  hash: string;
  /** The last characters, so a person can tell which token a device holds. */
  hint: string;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** 32 random bytes: guessing one is hopeless, so a plain SHA-256 (no salt, no cost) is enough. */
export async function newDeviceToken(): Promise<DeviceToken> {
  const token = deviceTokenPrefix + base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await deviceTokenHash(token), hint: token.slice(-4) };
}

export const deviceTokenHash = (token: string) => sha256Hex(token);
