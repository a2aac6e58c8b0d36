import type { ChatMessage, ChatRequest, ChatResponse, ChatStreamEvent, ChatUsage } from '@thrivewell/core/contracts/chat-contract';
import { ApiError, apiFetch, apiHeaders, errorFrom } from '../../lib/api-client';
import { readSse } from './sse';

/**
 * The chat's calls (issue 6): usage, the stored conversation, and one chat turn streamed as
 * server-sent events. Every failure is an ApiError carrying the server's code and message;
 * the panel turns it into the spec's text with chatErrorText.
 */
/** Only the new message: the server keeps the conversation and gives the model its earlier turns. */
export type ChatRequestBody = ChatRequest;

/** GET /api/chat/usage (P1-CHAT-19). */
export function fetchChatUsage(signal?: AbortSignal): Promise<ChatUsage> {
  return apiFetch<ChatUsage>('/api/chat/usage', { signal });
}

/** GET /api/chat/conversation: the signed-in user's messages, oldest first. */
export async function fetchConversation(signal?: AbortSignal): Promise<ChatMessage[]> {
  const body = await apiFetch<{ messages?: ChatMessage[] }>('/api/chat/conversation', { signal });
  return Array.isArray(body?.messages) ? body.messages : [];
}

/** DELETE /api/chat/conversation. */
export async function clearConversation(): Promise<void> {
  await apiFetch('/api/chat/conversation', { method: 'DELETE' });
}

export interface StreamChatOptions {
  signal?: AbortSignal;
  /** Each piece of the answer as it is written. */
  onDelta?: (text: string) => void;
}

function parseEvent(data: string): ChatStreamEvent | null {
  try {
    const event = JSON.parse(data) as ChatStreamEvent;
    return typeof event === 'object' && event !== null && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/chat/stream: shows tokens as they come and resolves with the final answer.
 * Errors before the stream starts arrive as JSON with their status (401, 429, 503, …); an
 * error event mid-stream becomes an ApiError too; a stream that ends without an answer is one
 * with an empty message (the panel shows the fallback text for it).
 */
export async function streamChat(body: ChatRequestBody, options: StreamChatOptions = {}): Promise<ChatResponse> {
  let res: Response;
  try {
    res = await fetch('/api/chat/stream', {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json', ...apiHeaders },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error: the server could not be reached.');
  }
  if (!res.ok) throw await errorFrom(res);
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return (await res.json()) as ChatResponse;
  }

  let response: ChatResponse | undefined;
  let failure: ApiError | undefined;
  await readSse(res.body, (data) => {
    const event = parseEvent(data);
    if (event?.type === 'delta') options.onDelta?.(event.text);
    else if (event?.type === 'done') response = event.response;
    else if (event?.type === 'error') failure = new ApiError(res.status, event.code ?? 'AI_PROVIDER_FAILED', event.error);
  });
  if (failure) throw failure;
  if (!response) throw new ApiError(res.status, 'EMPTY_RESPONSE', '');
  return response;
}
