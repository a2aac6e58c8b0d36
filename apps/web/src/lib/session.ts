/**
 * The signed-in state the frame reads. Accounts (issue 3) replace the body of this hook with
 * the real session; until then every visitor is signed out, which is the true state.
 */
export interface SessionUser {
  id: string;
  email: string;
}

export interface SessionState {
  user: SessionUser | null;
  loading: boolean;
}

export function useSession(): SessionState {
  return { user: null, loading: false };
}
