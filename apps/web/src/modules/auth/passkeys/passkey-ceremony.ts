import type { LoginReply } from '@beacon/contract/auth';
import { startAuthentication } from '@simplewebauthn/browser';
import { ApiError, api, unwrap } from '../../../lib/http';
import { ceremonyFailure } from '../../../lib/passkeys';

/** How a passkey sign-in ended: signed in, a failure this button words, or any other error. */
export type PasskeySignInResult =
  { reply: LoginReply } | { problemKey: string } | { error: unknown };

function problemKey(error: unknown): string | null {
  const failure = ceremonyFailure(error);
  if (failure) return `passkeySignIn.errors.${failure}`;
  if (error instanceof ApiError && error.status === 400)
    return error.fields && 'challengeToken' in error.fields
      ? 'passkeySignIn.errors.expired'
      : 'passkeySignIn.errors.failed';
  return null;
}

/**
 * The server's options, the browser's signed answer, the server's check. Loaded on click, with
 * the WebAuthn library: the login page's first paint has no room for either.
 */
export async function signInWithPasskey(): Promise<PasskeySignInResult> {
  try {
    const start = await unwrap(api.POST('/auth/passkeys/authentication-options'));
    const response = await startAuthentication({ optionsJSON: start.options });
    const reply = await unwrap(
      api.POST('/auth/passkeys/sign-in', {
        body: { response, challengeToken: start.challengeToken },
      }),
    );
    return { reply };
  } catch (error) {
    const key = problemKey(error);
    return key ? { problemKey: key } : { error };
  }
}
