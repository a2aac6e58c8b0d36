import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getSessionState } from '../../../lib/session';
import { ProfileSync } from '../profile-sync';
import { ProfileSyncProvider } from '../profile-sync-provider';

let current: ProfileSync | null = null;

/** The sync service of the current test (the one rendered screens use), made for the session user on first use. */
export function testProfileSync(): ProfileSync {
  current ??= new ProfileSync(getSessionState().user?.id ?? null);
  return current;
}

/** Drops the test's sync service, as a new session would: the next render or call starts clean. */
export function resetTestProfileSync() {
  current = null;
}

/** What the app frame gives a profile screen: the query cache and the session user's sync service. */
export function ProfileTestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const sync = testProfileSync();
  return (
    <QueryClientProvider client={client}>
      <ProfileSyncProvider userId={sync.userId} sync={sync}>
        {children}
      </ProfileSyncProvider>
    </QueryClientProvider>
  );
}
