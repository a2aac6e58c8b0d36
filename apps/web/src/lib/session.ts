import { authDelays, signOutTimeoutError } from '@thrivewell/core/copy/auth-frame';
import type { SessionIdentity } from '@thrivewell/core/contracts/session';
import { onboardingStorageKeys } from './profile-storage-keys';
import { apiHeaders } from './api-client';
import { useClientValue } from './client-values';
import { loadReporting } from './report-error';
import { storageKeys } from './storage-keys';

/**
 * The signed-in state every page reads (spec part 1 §4 auth states, P1-AUTH-47..56). A tiny
 * external store over `GET /api/auth/get-session`: the session itself lives in an httpOnly
 * cookie the server sets, so nothing secret is ever in JavaScript or local storage. It renders
 * on the landing page, so it stays a plain fetch: no auth client, no zod, no query library (the
 * user's type is core's, imported as a type only).
 */
export type SessionUser = SessionIdentity;

export interface SessionState {
  user: SessionUser | null;
  /** True until the first answer about the session is known (P1-AUTH-56). */
  loading: boolean;
}

const unknownYet: SessionState = { user: null, loading: true };
let state: SessionState = unknownYet;
let started = false;
let listening = false;
let sequence = 0;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  const same = next.loading === state.loading && next.user?.id === state.user?.id && next.user?.email === state.user?.email && next.user?.isAdmin === state.user?.isAdmin;
  if (same) return; // keeps the snapshot stable, so readers do not re-render for nothing
  state = next;
  listeners.forEach((l) => l());
}

async function fetchSessionUser(): Promise<SessionUser | null> {
  const res = await fetch('/api/auth/get-session', { headers: { Accept: 'application/json', ...apiHeaders }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`get-session answered ${res.status}`);
  const body = (await res.json()) as { user?: { id?: unknown; email?: unknown; role?: unknown } } | null;
  const u = body?.user;
  return u && typeof u.id === 'string' && typeof u.email === 'string' ? { id: u.id, email: u.email, isAdmin: u.role === 'admin' } : null;
}

/**
 * Asks the server again (after sign-in, sign-out, verification). Only the newest request's
 * answer is applied, so a slow answer from before a sign-in can never sign the user out.
 * When the server cannot be reached the known state is kept; a first load counts as signed out.
 */
export async function refreshSession(): Promise<SessionUser | null> {
  const mine = ++sequence;
  try {
    const user = await fetchSessionUser();
    if (mine === sequence) set({ user, loading: false });
    return user;
  } catch {
    if (mine === sequence && state.loading) set({ user: null, loading: false });
    return state.user;
  }
}

let firstRead: Promise<SessionUser | null> | null = null;

/**
 * Starts the first session read if nothing has yet and returns it. The app calls it at boot, so
 * the answer arrives while the page's script loads instead of after the first render.
 */
export function startSession(): Promise<SessionUser | null> {
  if (!started) {
    started = true;
    firstRead = refreshSession();
  }
  return firstRead ?? Promise.resolve(state.user);
}

/** Another tab signed in or out: ask again. */
function onStorage(e: StorageEvent) {
  if (e.key === storageKeys.sessionChanged) void refreshSession();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!listening) {
    listening = true;
    window.addEventListener('storage', onStorage);
  }
  void startSession();
  return () => {
    listeners.delete(listener);
  };
}

/** Tells other open tabs that the session changed (they listen for this key's storage event). */
export function announceSessionChange() {
  try {
    window.localStorage.setItem(storageKeys.sessionChanged, String(Date.now()));
  } catch {
    /* storage disabled: other tabs catch up on their next load */
  }
}

/** The current state, for code outside React. */
export function getSessionState(): SessionState {
  return state;
}

const currentState = () => state;
const serverState = () => unknownYet;

/** `{ user, loading }`; loading (and no user) on the server, during hydration and until the HydrationGate opens. */
export function useSession(): SessionState {
  return useClientValue(subscribe, currentState, serverState);
}

/** Health data kept in the browser for the profile (part 2 §7): never left behind for the next person. */
const personalHealthKeys = new Set<string>([onboardingStorageKeys.backup, onboardingStorageKeys.lastMedicationAnalysis]);

/**
 * Local data that belongs to the signed-in person (P1-AUTH-51/52): auth leftovers (keys
 * holding auth tokens), anything starting with 'onboarding_' or 'tracking_' (the offline queue
 * and drafts of tracking entries), and this visit's
 * came-from-home flag. The cookie itself is httpOnly and cleared by the server.
 */
export function isLocalAuthKey(key: string): boolean {
  return key.startsWith('onboarding_') || key.startsWith('tracking_') || personalHealthKeys.has(key) || /(^sb-.*-auth-token|^thrivewell-auth)/.test(key);
}

export function clearLocalAuthData() {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      const store = window[area];
      const doomed: string[] = [];
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        if (key !== null && isLocalAuthKey(key)) doomed.push(key);
      }
      doomed.forEach((k) => store.removeItem(k));
    } catch {
      /* storage disabled: nothing stored to clear */
    }
  }
  try {
    window.sessionStorage.removeItem(storageKeys.cameFromHome);
  } catch {
    /* as above */
  }
}

async function revokeAllSessions(signal: AbortSignal) {
  // The server's sign-out has global scope (P1-AUTH-50): it ends every session of the user, on
  // every device, clears the cookie and writes the sign-out audit row.
  const res = await fetch('/api/auth/sign-out', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...apiHeaders },
    body: '{}',
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) throw new Error(`sign-out answered ${res.status}`);
}

/** Where the browser goes; an object so tests can watch it without a real navigation. */
export const sessionNavigation = {
  assign(path: string) {
    window.location.assign(path);
  },
};

/** The global sign-out within 5 s, or a throw ('Sign out timeout' when the server is too slow). */
async function endSessions(): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(signOutTimeoutError));
    }, authDelays.signOutTimeoutMs);
  });
  try {
    await Promise.race([revokeAllSessions(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    clearLocalAuthData();
    announceSessionChange();
  }
}

/**
 * Ends every session of the user and leaves this page signed out, whether or not the server
 * answered (throws when it did not). Used before signing in as someone else (P1-AUTH-24).
 */
export async function endAllSessions(): Promise<void> {
  try {
    await endSessions();
  } finally {
    sequence += 1; // an answer still on its way describes the old session
    set({ user: null, loading: false });
  }
}

/**
 * Signs out everywhere and always ends on /login (P1-AUTH-47..52): also when the server
 * fails or has not answered within 5 s. A full page load follows, which starts signed out
 * and keeps no cached data of the user in memory; this page's state is left as it is until
 * then, so a protected page does not first answer 'You must be logged in'.
 */
export async function signOutEverywhere(): Promise<void> {
  try {
    await endSessions();
  } catch (err) {
    const reason = err instanceof Error ? err.message : 'unknown';
    void loadReporting().then((m) => m?.logger.warn('Sign out did not complete', { reason }));
  } finally {
    sessionNavigation.assign('/login');
  }
}

/** Test helper: puts the store in a known state without a request. */
export function setSessionStateForTests(next: SessionState) {
  started = true;
  sequence += 1;
  set(next);
}
