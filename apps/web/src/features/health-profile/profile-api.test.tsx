// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cabinetQueryKey } from '../../lib/cabinet-query-keys';
import { profileKeys } from '../../lib/profile-query-keys';
import { useApplySavedProfile, type StoredProfile } from './profile-api';

const saved = { user_id: 'u1', created_at: '2026-01-01T00:00:00.000Z' } as StoredProfile;

function applyIn(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useApplySavedProfile(), { wrapper }).result.current;
}

afterEach(() => vi.useRealTimers());

describe('useApplySavedProfile and the medicine cabinet’s cache (the key shared through lib/cabinet-query-keys)', () => {
  it('a save of the medications section refreshes the cabinet the safety pages read', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(cabinetQueryKey, { items: [] });
    applyIn(client)(saved, ['medications']);
    expect(client.getQueryState(cabinetQueryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryData(profileKeys.profile)).toBe(saved);
  });

  it('a save of another section leaves the cabinet alone', () => {
    const client = new QueryClient();
    client.setQueryData(cabinetQueryKey, { items: [] });
    applyIn(client)(saved, ['medicalHistory']);
    expect(client.getQueryState(cabinetQueryKey)?.isInvalidated).toBe(false);
  });
});
