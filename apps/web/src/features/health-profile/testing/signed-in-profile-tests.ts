import { resetTestProfileSync } from './profile-test-providers';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setSessionStateForTests } from '../../../lib/session';
import { resetToasts } from '../../../lib/toast-store';

type SessionUser = Parameters<typeof setSessionStateForTests>[0]['user'];

/** Test hooks for a profile screen: `user` signed in, empty storage; toasts, sync state and fetch stubs reset after each test. */
export function signedInProfileTests(user: SessionUser) {
  beforeEach(() => {
    setSessionStateForTests({ user, loading: false });
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    resetToasts();
    resetTestProfileSync();
    vi.unstubAllGlobals();
  });
}
