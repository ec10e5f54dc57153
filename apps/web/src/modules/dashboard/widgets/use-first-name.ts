import { useSession } from '../../../lib/session';

/** The signed-in user's first name ("John" of "John Doe"), or their user name when it has none. */
export function useFirstName(): string {
  const user = useSession((state) => state.userData);
  if (!user) return '';
  return user.fullName.trim().split(/\s+/)[0] || user.username;
}
