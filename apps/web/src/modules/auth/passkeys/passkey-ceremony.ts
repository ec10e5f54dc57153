import type { LoginReply } from '@beacon/contract/auth';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { startAuthentication } from '@simplewebauthn/browser';
import { ceremonyFailure } from '../../../lib/passkeys';

/** How a passkey sign-in ended: signed in, a failure this button words, or any other error. */
export type PasskeySignInResult =
  { reply: LoginReply } | { problemKey: string } | { error: unknown };

/** The two calls to the API, handed in: this chunk imports no module that runs code on load. */
export interface PasskeySignInCalls {
  options: () => Promise<{
    options: Parameters<typeof startAuthentication>[0]['optionsJSON'];
    challengeToken: string;
  }>;
  signIn: (body: {
    response: AuthenticationResponseJSON;
    challengeToken: string;
  }) => Promise<LoginReply>;
  /** The refusal's field names when the API answered 400, else null. */
  refusedFields: (error: unknown) => string[] | null;
}

function problemKey(error: unknown, calls: PasskeySignInCalls): string | null {
  const failure = ceremonyFailure(error);
  if (failure) return `passkeySignIn.errors.${failure}`;
  const fields = calls.refusedFields(error);
  if (!fields) return null;
  return fields.includes('challengeToken')
    ? 'passkeySignIn.errors.expired'
    : 'passkeySignIn.errors.failed';
}

/**
 * The server's options, the browser's signed answer, the server's check. Loaded on click, with
 * the WebAuthn library: the login page's first paint has no room for it.
 */
export async function signInWithPasskey(calls: PasskeySignInCalls): Promise<PasskeySignInResult> {
  try {
    const start = await calls.options();
    const response = await startAuthentication({ optionsJSON: start.options });
    return { reply: await calls.signIn({ response, challengeToken: start.challengeToken }) };
  } catch (error) {
    const key = problemKey(error, calls);
    return key ? { problemKey: key } : { error };
  }
}
