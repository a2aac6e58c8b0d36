import type { ChatMessage, ChatResponse, ChatStreamEvent, ChatUsage } from '@thrivewell/core/contracts/chat-contract';
import { vi } from 'vitest';

/**
 * The chat API faked at the fetch edge for the panel's tests: routes by 'METHOD /path', the
 * calls recorded with their JSON bodies, and server-sent event streams that a test can feed
 * one event at a time (split across chunks, as the network does).
 */
export type Route = (body: unknown) => Response | Promise<Response>;

export interface Call {
  key: string;
  body: unknown;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function apiError(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status);
}

export const freeUsage = (remainingFree = 20): ChatUsage => ({ dailyCount: 20 - remainingFree, remainingFree, canUseChat: remainingFree > 0 });
export const paidUsage: ChatUsage = { dailyCount: 3, remainingFree: null, canUseChat: true };

export function answer(message: string, over: Partial<ChatResponse> = {}): ChatResponse {
  return { message, kind: 'answer', context: { timestamp: '2026-03-02T10:00:00.000Z', sources: [], usedDataSections: [] }, ...over };
}

export function stored(id: string, role: ChatMessage['role'], content: string, over: Partial<ChatMessage> = {}): ChatMessage {
  return { id, role, content, timestamp: '2026-03-01T09:00:00.000Z', ...over };
}

const encoder = new TextEncoder();
const frame = (event: ChatStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/** A whole stream at once, each event cut in two so the reader has to join the pieces. */
export function sse(events: ChatStreamEvent[]): Response {
  const text = events.map(frame).join('');
  const cut = text.split(/(?<=data: \{"type")/);
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of cut) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
  );
}

/** A stream the test writes to: `emit` one event, `end` closes it. */
export function liveSse() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
  return {
    response,
    emit(event: ChatStreamEvent) {
      controller?.enqueue(encoder.encode(frame(event)));
    },
    end() {
      controller?.close();
    },
  };
}

/** Stubs fetch with the given routes; anything else answers 404 in the server's error shape. */
export function serveChat(routes: Record<string, Route>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${path}`;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ key, body });
      const route = routes[key];
      return route ? route(body) : apiError(404, 'NOT_FOUND', 'Not found');
    }),
  );
  return calls;
}

export const callsTo = (calls: Call[], key: string) => calls.filter((c) => c.key === key);
