import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatUsage } from '@thrivewell/core/contracts/chat-contract';
import { ApiError } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import { queryClient } from '../../lib/query-client';
import { fetchChatUsage } from './chat-api';

/**
 * Today's chat usage of the signed-in user (P1-CHAT-18/19): loading until the count is
 * fetched; the server counts and enforces, the panel only shows it. Uses the shared client
 * explicitly because the panel lives in the page frame, outside the page's query provider.
 */
export const chatUsageKey = (userId: string) => ['chat', 'usage', userId] as const;

export interface ChatUsageState {
  usage: ChatUsage | undefined;
  isLoading: boolean;
  /** False only when the server said so: the free limit is reached (P1-CHAT-15). */
  canUseChat: boolean;
}

export function useChatUsage(userId: string): ChatUsageState {
  const query = useQuery(
    {
      queryKey: chatUsageKey(userId),
      queryFn: ({ signal }) => fetchChatUsage(signal),
      staleTime: 0,
    },
    queryClient,
  );
  // P1-CHAT-17: a failed read is logged and leaves the last known usage as it was.
  useEffect(() => {
    if (query.error) logger.warn('Chat usage could not be loaded', { code: query.error instanceof ApiError ? query.error.code : 'NETWORK' });
  }, [query.error]);
  return { usage: query.data, isLoading: query.isPending, canUseChat: query.data?.canUseChat !== false };
}

/** P1-CHAT-10: read the count again after a reply (seeded with the reply's own usage when given). */
export function refreshChatUsage(userId: string, latest?: ChatUsage): Promise<void> {
  if (latest) queryClient.setQueryData(chatUsageKey(userId), latest);
  return queryClient.invalidateQueries({ queryKey: chatUsageKey(userId) });
}

/** The server refused a chat for the daily limit: show it at once, then confirm with a fresh read. */
export function markChatLimitReached(userId: string): Promise<void> {
  queryClient.setQueryData<ChatUsage>(chatUsageKey(userId), (old) => ({ dailyCount: old?.dailyCount ?? 0, remainingFree: 0, canUseChat: false }));
  return queryClient.invalidateQueries({ queryKey: chatUsageKey(userId) });
}
