import { z } from 'zod';
import { requiredText } from './common';

/** What the passkey routes answer in words; the web shows its own translation beside them. */
export const passkeyMessages = {
  unknown: 'This passkey is not known here. Sign in another way, then add it again.',
  failed: 'The passkey could not be checked. Try again.',
  expired: 'The passkey request expired. Try again.',
  notFound: 'There is no such passkey',
  duplicate: 'This passkey is added already',
} as const;

// Binary WebAuthn fields travel as base64url text. The caps sit far above what an authenticator
// sends (an attestation with its certificates is a few kB) and keep a body from carrying more.
const base64url = (label: string, max = 16_384) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]*$/, `${label} must be base64url`);

const credentialId = base64url('id', 1_024).min(1, 'id is required');

const hintSchema = z.enum(['hybrid', 'security-key', 'client-device']);
const userVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);

// Type and transports stay open strings: browsers add new ones, and pass on what they do not know.
const descriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** The browser's `navigator.credentials.create()` options, as JSON (WebAuthn level 3). */
export const creationOptionsSchema = z
  .object({
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: z.string(),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(descriptorSchema).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: userVerificationSchema.optional(),
      })
      .optional(),
    hints: z.array(hintSchema).optional(),
    attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
    extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  })
  .meta({ id: 'PasskeyCreationOptions' });

/** The browser's `navigator.credentials.get()` options, as JSON. */
export const requestOptionsSchema = z
  .object({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(descriptorSchema).optional(),
    userVerification: userVerificationSchema.optional(),
    hints: z.array(hintSchema).optional(),
  })
  .meta({ id: 'PasskeyRequestOptions' });

/** A ceremony's options and the signed token that carries its challenge back (5 minutes). */
export const registrationOptionsReplySchema = z.object({
  options: creationOptionsSchema,
  challengeToken: z.string(),
});
export const authenticationOptionsReplySchema = z.object({
  options: requestOptionsSchema,
  challengeToken: z.string(),
});
export type RegistrationOptionsReply = z.infer<typeof registrationOptionsReplySchema>;
export type AuthenticationOptionsReply = z.infer<typeof authenticationOptionsReplySchema>;

const challengeToken = z
  .string({ error: 'challengeToken is required' })
  .min(1, 'challengeToken is required')
  .max(2_048, 'challengeToken is too long');

const credentialFields = {
  id: credentialId,
  rawId: credentialId,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // What the extensions said: the server asks for none and reads none, so any shape passes.
  clientExtensionResults: z.unknown(),
  type: z.literal('public-key', { error: 'type must be public-key' }),
};

/** What `navigator.credentials.create()` gave, as JSON (`PublicKeyCredential.toJSON()`). */
export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON'),
    attestationObject: base64url('attestationObject', 65_536),
    authenticatorData: base64url('authenticatorData').optional(),
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url('publicKey').optional(),
  }),
});

/** What `navigator.credentials.get()` gave, as JSON. */
export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON'),
    authenticatorData: base64url('authenticatorData'),
    signature: base64url('signature'),
    userHandle: base64url('userHandle', 1_024).optional(),
  }),
});

export const passkeyNameSchema = requiredText('Name', 60);

export const addPasskeyBodySchema = z.object({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
  challengeToken,
});
export type AddPasskeyBody = z.infer<typeof addPasskeyBodySchema>;

export const renamePasskeyBodySchema = z.object({ name: passkeyNameSchema });

export const passkeySignInBodySchema = z.object({
  response: authenticationResponseSchema,
  challengeToken,
});
export type PasskeySignInBody = z.infer<typeof passkeySignInBodySchema>;

/** A passkey as its owner sees it: never its key. */
export const passkeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

export const passkeyIdParamSchema = z.object({ id: credentialId });
