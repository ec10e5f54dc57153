import type { LoginReply, UserData } from '@beacon/contract/auth';
import { create } from 'zustand';

/** The storage keys, kept for compatibility; tokens are stored raw, not JSON-quoted. */
const keys = { access: 'accessToken', refresh: 'refreshToken', user: 'userData' } as const;

interface SessionState {
  userData: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
}

function readStored(): SessionState {
  try {
    const user = localStorage.getItem(keys.user);
    return {
      userData: user ? (JSON.parse(user) as UserData) : null,
      accessToken: localStorage.getItem(keys.access),
      refreshToken: localStorage.getItem(keys.refresh),
    };
  } catch {
    return { userData: null, accessToken: null, refreshToken: null };
  }
}

export const useSession = create<SessionState>(() => readStored());

function write(state: SessionState) {
  const set = (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  set(keys.user, state.userData && JSON.stringify(state.userData));
  set(keys.access, state.accessToken);
  set(keys.refresh, state.refreshToken);
  useSession.setState(state, true);
}

export const session = {
  get: () => useSession.getState(),
  signIn: (reply: Pick<LoginReply, 'userData' | 'accessToken' | 'refreshToken'>) => write(reply),
  signOut: () => write({ userData: null, accessToken: null, refreshToken: null }),
  /**
   * The user changed their own account (account settings): the stored userData, and with it the
   * navbar, follows at once. Nothing happens when signed out meanwhile.
   */
  updateUser: (changes: Partial<Pick<UserData, 'fullName' | 'username' | 'avatar' | 'email'>>) => {
    const state = useSession.getState();
    if (state.userData) write({ ...state, userData: { ...state.userData, ...changes } });
  },
  /** Signed in means a stored user and a refresh token, not just `userData`. */
  isSignedIn: () => Boolean(useSession.getState().userData && useSession.getState().refreshToken),
};
