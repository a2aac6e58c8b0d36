import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { authContextGuardError } from '@thrivewell/core/copy/auth-frame';
import { refreshSession, useSession, type SessionState, type SessionUser } from './session';

/**
 * The auth context (spec part 1 §4; P1-AUTH-56/57): the session as React context for the page
 * frame. The session store (session.ts) stays the source; the provider makes the frame's
 * dependency on it explicit, and reading the context outside its provider is a programming
 * error that fails loudly with the spec's message instead of rendering as signed out.
 */
export interface AuthContextValue extends SessionState {
  refresh: () => Promise<SessionUser | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  // One value per session state: the frame re-rendering (a route change) does not re-render every reader.
  const value = useMemo(() => ({ ...session, refresh: refreshSession }), [session]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session from the nearest AuthProvider; throws 'useAuthContext must be used within an AuthProvider' without one. */
export function useAuthContext(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(authContextGuardError);
  return value;
}
