import { api } from './http';
import { queryClient } from './query';
import { session } from './session';

/**
 * Signs out: revokes the refresh token on the server (best effort: an expired one is fine),
 * clears the stored session and every cached query. The ability follows the session.
 */
export async function signOut(): Promise<void> {
  const { refreshToken } = session.get();
  if (refreshToken) {
    await api('/jwt/logout', { method: 'POST', body: { refreshToken } }).catch(() => undefined);
  }
  session.signOut();
  queryClient.clear();
}
