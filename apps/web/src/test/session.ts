import type { UserData } from '@beacon/contract/auth';
import { session } from '../lib/session';

/** The demo accounts as the API returns them in `userData`. */
export const demoUsers = {
  admin: {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    avatar: null,
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 5 },
  },
  client: {
    id: 2,
    fullName: 'Jane Doe',
    username: 'janedoe',
    avatar: null,
    email: 'client@demo.com',
    role: 'client',
    ability: [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ],
    extras: { eCommerceCartItemsCount: 5 },
  },
} satisfies Record<string, UserData>;

/**
 * Seeds the session store (and so localStorage and the CASL ability) as after a sign-in.
 * Tokens are opaque strings to the web app; pass your own to assert on headers.
 */
export function signInAs(
  who: keyof typeof demoUsers | UserData,
  tokens: { accessToken?: string; refreshToken?: string } = {},
): UserData {
  const userData = typeof who === 'string' ? demoUsers[who] : who;
  session.signIn({
    userData,
    accessToken: tokens.accessToken ?? `access-${userData.id}`,
    refreshToken: tokens.refreshToken ?? `refresh-${userData.id}`,
  });
  return userData;
}
