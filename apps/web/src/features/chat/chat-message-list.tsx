import { useEffect, useRef } from 'react';
import { ChatMessageBubble } from './chat-message-bubble';
import type { PanelMessage } from './chat-messages';

interface ChatMessageListProps {
  messages: PanelMessage[];
  loading: boolean;
  loadFailed: boolean;
  thinking: boolean;
  pending: boolean;
  /** The panel is visible (scrolls to the newest message when it opens). */
  open: boolean;
}

function ThinkingIndicator() {
  return (
    <span className="inline-flex items-center gap-2 rounded-2xl rounded-bl-sm bg-surface-2 px-3.5 py-2.5 text-sm text-muted">
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-1.5 animate-bounce rounded-full bg-brand motion-reduce:animate-none" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
      Thinking…
    </span>
  );
}

/** Where the list should be scrolled to: the start of the newest answer, or the end (a question just sent). */
function scrollTarget(messages: readonly PanelMessage[], thinking: boolean): { id: string; at: 'start' } | { at: 'end' } {
  const last = messages.at(-1);
  if (thinking || !last || last.role === 'user') return { at: 'end' };
  return { id: last.id, at: 'start' };
}

/**
 * The conversation, oldest first. A question just sent (and the thinking indicator) is kept in
 * view at the bottom; a new answer is scrolled to its start, so it is read from the top and the
 * sources below it don't push it out of view — and it stays there while it is written. The status
 * line below is the live region: the thinking indicator while a reply is awaited (P1-CHAT-07),
 * then a short note for screen readers while the answer is written (the streamed words
 * themselves are not announced one by one).
 */
export function ChatMessageList({ messages, loading, loadFailed, thinking, pending, open }: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  /** The answer last scrolled to: each answer is scrolled to once, when it starts (or when the panel opens). */
  const shown = useRef<string | null>(null);
  const target = scrollTarget(messages, thinking);
  const targetKey = target.at === 'end' ? `end:${messages.length}` : target.id;
  useEffect(() => {
    if (!open) {
      shown.current = null;
      return;
    }
    if (shown.current === targetKey) return;
    shown.current = targetKey;
    const el = target.at === 'start' ? scroller.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(target.id)}"]`) : end.current;
    el?.scrollIntoView({ block: target.at, behavior: 'auto' });
  });

  return (
    <div ref={scroller} className="relative flex-1 overflow-y-auto px-3 py-3">
      {loading ? (
        <p role="status" className="py-6 text-center text-sm text-muted">
          Loading your conversation…
        </p>
      ) : (
        <>
          {loadFailed && <p className="mb-3 text-center text-xs text-muted">Your earlier conversation could not be loaded.</p>}
          <ol aria-label="Conversation" className="space-y-3">
            {messages.map((m) => (
              <ChatMessageBubble key={m.id} message={m} />
            ))}
          </ol>
        </>
      )}
      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        {thinking ? <ThinkingIndicator /> : pending ? <span className="sr-only">The assistant is replying…</span> : null}
      </div>
      <div ref={end} aria-hidden="true" />
    </div>
  );
}
