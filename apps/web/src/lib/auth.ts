import { api } from './http';
import { queryClient } from './query';
import { session } from './session';

/**
 * Signs out at once: clears the stored session and every cached query (the ability follows the
 * session), then revokes the refresh token on the server in the background — in mock mode after a
 * reload that can wait for the database to start, and the user should not.
 */
export function signOut(): Promise<void> {
  const { refreshToken } = session.get();
  session.signOut();
  queryClient.clear();
  if (refreshToken) {
    void api.POST('/jwt/logout', { body: { refreshToken } }).catch(() => undefined);
  }
  return Promise.resolve();
}
