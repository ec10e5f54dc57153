import type { PasskeySignInBody } from '@beacon/contract/passkeys';
import { isoBase64URL, isoCBOR, isoUint8Array } from '@simplewebauthn/server/helpers';

// A passkey made in software, for the tests: an ES256 key pair, the attestation 'none' a browser
// passes on when adding it, and signed assertions for signing in, built as the WebAuthn spec lays
// them out byte by byte.

type Bytes = Uint8Array<ArrayBuffer>;

const bytes = (data: ArrayBuffer | Uint8Array): Bytes => new Uint8Array(data);
const encode = (text: string) => bytes(new TextEncoder().encode(text));
const sha256 = async (data: Bytes) => bytes(await crypto.subtle.digest('SHA-256', data));
const uint32 = (value: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
};

// User present, user verified, and (on creation) attested credential data follows.
const flags = { up: 0x01, uv: 0x04, at: 0x40 };

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries it DER-encoded. */
function derSignature(raw: Bytes): Bytes {
  const integer = (part: Uint8Array) => {
    let start = 0;
    while (start < part.length - 1 && part[start] === 0) start++;
    const trimmed = part.slice(start);
    const body = (trimmed[0] ?? 0) & 0x80 ? [0, ...trimmed] : [...trimmed];
    return [0x02, body.length, ...body];
  };
  const sequence = [...integer(raw.slice(0, 32)), ...integer(raw.slice(32))];
  return new Uint8Array([0x30, sequence.length, ...sequence]);
}

export interface SoftPasskeyOptions {
  rpID: string;
  origin: string;
}

/** A fresh authenticator holding one credential. */
export async function softPasskey({ rpID, origin }: SoftPasskeyOptions) {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const credentialId = bytes(crypto.getRandomValues(new Uint8Array(16)));
  const id = isoBase64URL.fromBuffer(credentialId);
  const rpIdHash = await sha256(encode(rpID));
  let counter = 0;
  let userHandle: string | undefined;

  const clientData = (type: string, challenge: string) =>
    encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
    [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
  ]);

  return {
    id,
    /** The registration answer to these creation options, as a browser's `toJSON()` gives it. */
    create(options: { challenge: string; user: { id: string } }) {
      userHandle = options.user.id;
      const idLength = new Uint8Array([credentialId.length >> 8, credentialId.length & 0xff]);
      const authData = isoUint8Array.concat([
        rpIdHash,
        new Uint8Array([flags.up | flags.uv | flags.at]),
        uint32(counter),
        new Uint8Array(16), // AAGUID: none
        idLength,
        credentialId,
        isoCBOR.encode(coseKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, never>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /** A signed sign-in answer to this challenge; each one counts up, as authenticators do. */
    async get(
      challenge: string,
      tweak: { uv?: boolean; counter?: number } = {},
    ): Promise<PasskeySignInBody['response']> {
      counter = tweak.counter ?? counter + 1;
      const authenticatorData = isoUint8Array.concat([
        rpIdHash,
        new Uint8Array([flags.up | (tweak.uv === false ? 0 : flags.uv)]),
        uint32(counter),
      ]);
      const clientDataJSON = clientData('webauthn.get', challenge);
      const signed = isoUint8Array.concat([authenticatorData, await sha256(clientDataJSON)]);
      const raw = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        keys.privateKey,
        signed,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
          signature: isoBase64URL.fromBuffer(derSignature(bytes(raw))),
          ...(userHandle && { userHandle }),
        },
      };
    },
  };
}
