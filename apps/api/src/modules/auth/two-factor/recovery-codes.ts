import { sha256Hex } from '../../../lib/passwords';

// Crockford's base32: 32 characters, so each random byte's low five bits pick one without bias,
// and no i, l, o or u to misread. Typed back, o is read as 0, and i or l as 1.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/** One code: ten characters (50 bits), shown as two groups of five. */
function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = [...bytes].map((byte) => alphabet[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const newCodes = (count: number) => Array.from({ length: count }, newCode);

/** Case, spaces, dashes and the look-alike letters do not matter when a code is typed back. */
export const codeHash = (code: string) =>
  sha256Hex(code.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1'));
