import { createContext, useMemo, type ReactNode } from 'react';
import type { ProfileSync } from './profile-sync';

/**
 * Where the signed-in user's ProfileSync lives. The slot belongs to one user: a new user (or
 * signing out) gets a new slot, so no queue, backup owner or error outlives its session. The
 * service itself is created by the first profile screen that uses it (useProfileSyncService),
 * which keeps its code out of pages that never save a profile.
 */
export interface ProfileSyncSlot {
  readonly userId: string | null;
  sync: ProfileSync | null;
}

export const ProfileSyncContext = createContext<ProfileSyncSlot | null>(null);

interface ProfileSyncProviderProps {
  /** The session user; null when nobody is signed in. */
  userId: string | null;
  /** A service made elsewhere (tests); by default one is created per user on first use. */
  sync?: ProfileSync;
  children: ReactNode;
}

export function ProfileSyncProvider({ userId, sync, children }: ProfileSyncProviderProps) {
  const slot = useMemo<ProfileSyncSlot>(() => ({ userId, sync: sync ?? null }), [userId, sync]);
  return <ProfileSyncContext.Provider value={slot}>{children}</ProfileSyncContext.Provider>;
}
