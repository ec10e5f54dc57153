import { generateSecret, generateURI, verify } from 'otplib';

/** What authenticator apps list the account under. */
const issuer = 'Beacon Admin';

/** A new secret for an authenticator app, as text, as an otpauth link and as a QR (SVG). */
export async function newSecret(label: string) {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer, label, secret });
  // Loaded when someone sets up an app: the mock's worker evaluates the API's code before its first answer.
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The time step a code is good for, or null. One step either side of now is taken (a phone's
 * clock drifts), never one at or before `lastStep`: a code works once.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    // The functional API answers for HOTP too; a TOTP match names its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed secret or token is a code that does not work, not a failure of the server.
    return null;
  }
}
