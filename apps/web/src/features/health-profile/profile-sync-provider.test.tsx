// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useProfileSyncService, type ProfileSync } from './profile-sync';
import { ProfileSyncProvider } from './profile-sync-provider';

const seen: ProfileSync[] = [];
function Probe() {
  seen.push(useProfileSyncService());
  return null;
}
const tree = (userId: string | null) => (
  <ProfileSyncProvider userId={userId}>
    <Probe />
    <Probe />
  </ProfileSyncProvider>
);

afterEach(() => {
  cleanup();
  seen.length = 0;
});

describe('ProfileSyncProvider (W2-C §1.5)', () => {
  it('screens under one session share one service; signing out or another user gets a clean one', () => {
    const { rerender } = render(tree('u1'));
    const first = seen[0]!;
    expect(first.userId).toBe('u1');
    expect(seen.every((s) => s === first)).toBe(true);
    first.recordLoadTime(250);

    seen.length = 0;
    rerender(tree(null));
    expect(seen[0]).not.toBe(first);
    expect(seen[0]!.userId).toBeNull();
    expect(seen[0]!.getState().loadTimeMs).toBeNull();

    seen.length = 0;
    rerender(tree('u2'));
    expect(seen[0]!.userId).toBe('u2');
  });

  it('a profile screen outside the provider fails loudly instead of sharing hidden state', () => {
    expect(() => render(<Probe />)).toThrow(/no ProfileSyncProvider/);
  });
});
