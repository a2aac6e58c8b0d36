import { useQuery } from '@tanstack/react-query';
import type { ChatMessage, ChatResponse } from '@thrivewell/core/contracts/chat-contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { queryClient } from '../../lib/query-client';
import { clearConversation, fetchConversation, streamChat } from './chat-api';
import { chatFailure, type ChatFailure } from './chat-failure';
import { greetingMessage, localMessageId, type PanelMessage } from './chat-messages';
import { markChatLimitReached, refreshChatUsage } from './use-chat-usage';

/**
 * The conversation of the signed-in user (spec part 1 §4, §8): the stored messages (loaded
 * once), the greeting when there are none (P1-CHAT-04), and this visit's turns streamed in as
 * they are written. While a reply is awaited nothing else is sent (P1-CHAT-08); an error is
 * kept for the alert and added as an assistant message (P1-CHAT-23/24).
 */
export const chatConversationKey = (userId: string) => ['chat', 'conversation', userId] as const;

export interface ChatConversation {
  messages: PanelMessage[];
  /** The stored conversation is still loading. */
  loading: boolean;
  /** The stored conversation could not be read (the panel still works for new messages). */
  loadFailed: boolean;
  /** A reply is awaited. */
  pending: boolean;
  /** Awaited and no word of it yet: the thinking indicator (P1-CHAT-07). */
  thinking: boolean;
  /** The last failure, for the alert at the panel top. */
  error: ChatFailure | null;
  /** Sends a message; false when it was not sent (blank, pending, not loaded or not allowed). */
  send: (text: string) => boolean;
  /** Deletes the stored conversation; false when the server refused. */
  clear: () => Promise<boolean>;
  dismissError: () => void;
}

function upsert(list: PanelMessage[], message: PanelMessage): PanelMessage[] {
  return list.some((m) => m.id === message.id) ? list.map((m) => (m.id === message.id ? message : m)) : [...list, message];
}

function withDelta(list: PanelMessage[], id: string, text: string, timestamp: string): PanelMessage[] {
  const current = list.find((m) => m.id === id);
  return upsert(list, { id, role: 'assistant', content: (current?.content ?? '') + text, timestamp, status: 'streaming' });
}

function answerMessage(id: string, response: ChatResponse, fallbackTime: string): PanelMessage {
  return { id, role: 'assistant', content: response.message, timestamp: response.context?.timestamp ?? fallbackTime, sources: response.context?.sources ?? [], kind: response.kind };
}

export function useChatConversation(userId: string, { canSend }: { canSend: boolean }): ChatConversation {
  const stored = useQuery(
    {
      queryKey: chatConversationKey(userId),
      queryFn: ({ signal }) => fetchConversation(signal),
      // Loaded once per visit: this visit's turns are kept beside it, so a refetch would repeat them.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    queryClient,
  );
  const [local, setLocal] = useState<PanelMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ChatFailure | null>(null);
  const [greetedAt] = useState(() => new Date().toISOString());
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const loading = stored.isPending;
  const history = stored.data;
  const messages = useMemo(() => {
    const past: ChatMessage[] = history ?? [];
    const greeting = !loading && past.length === 0 ? [greetingMessage(greetedAt)] : [];
    return [...greeting, ...past, ...local];
  }, [history, local, loading, greetedAt]);

  function fail(err: unknown, replyId: string) {
    const failure = chatFailure(err);
    const at = new Date().toISOString();
    setLocal((list) => upsert(list, { id: replyId, role: 'assistant', content: failure.text, timestamp: at, status: 'error' }));
    setError(failure);
    if (failure.limitReached) void markChatLimitReached(userId);
  }

  function send(raw: string): boolean {
    const message = raw.trim();
    if (!message || pending || loading || !canSend) return false;
    const askedAt = new Date().toISOString();
    const replyId = localMessageId('assistant');
    const body = { message };
    setLocal((list) => [...list, { id: localMessageId('user'), role: 'user', content: message, timestamp: askedAt }]);
    setPending(true);
    setError(null);
    const controller = new AbortController();
    inFlight.current = controller;
    const onDelta = (text: string) => setLocal((list) => withDelta(list, replyId, text, askedAt));
    streamChat(body, { signal: controller.signal, onDelta })
      .then((response) => {
        if (response.error || !response.message?.trim()) return fail(response.error ?? '', replyId);
        setLocal((list) => upsert(list, answerMessage(replyId, response, askedAt)));
        void refreshChatUsage(userId, response.usage);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) fail(err, replyId);
      })
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = null;
        if (!controller.signal.aborted) setPending(false);
      });
    return true;
  }

  async function clear(): Promise<boolean> {
    try {
      await clearConversation();
    } catch (err) {
      setError(chatFailure(err));
      return false;
    }
    queryClient.setQueryData(chatConversationKey(userId), []);
    setLocal([]);
    setError(null);
    return true;
  }

  const thinking = pending && !local.some((m) => m.status === 'streaming');
  return { messages, loading, loadFailed: stored.isError, pending, thinking, error, send, clear, dismissError: () => setError(null) };
}
