// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { refreshChatUsage, useChatUsage } from './use-chat-usage';

const log = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn(), critical: vi.fn() }));
vi.mock('../../lib/logger', () => ({ logger: log }));

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('useChatUsage', () => {
  it('P1-CHAT-18/19: loading until the count arrives, then dailyCount, remainingFree, canUseChat', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ dailyCount: 4, remainingFree: 16, canUseChat: true }), { status: 200 })));
    const { result } = renderHook(() => useChatUsage('u1'));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.usage).toEqual({ dailyCount: 4, remainingFree: 16, canUseChat: true });
  });

  it('P1-CHAT-17: a failed read is logged and the last known usage stays', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ dailyCount: 4, remainingFree: 16, canUseChat: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useChatUsage('u1'));
    await waitFor(() => expect(result.current.usage?.remainingFree).toBe(16));
    fetch.mockImplementation(async () => new Response(JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'down' } }), { status: 503 }));
    await refreshChatUsage('u1').catch(() => undefined);
    await waitFor(() => expect(log.warn).toHaveBeenCalledWith('Chat usage could not be loaded', expect.objectContaining({ code: expect.any(String) })));
    expect(result.current.usage?.remainingFree).toBe(16);
    expect(result.current.canUseChat).toBe(true);
  });
});
