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

/**
 * The conversation, oldest first, kept scrolled to the newest message. The status line below
 * it is the live region: the thinking indicator while a reply is awaited (P1-CHAT-07), then a
 * short note for screen readers while the answer is written (the streamed words themselves are
 * not announced one by one).
 */
export function ChatMessageList({ messages, loading, loadFailed, thinking, pending, open }: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = scroller.current;
    if (el && open) el.scrollTop = el.scrollHeight;
  }, [messages, thinking, open]);

  return (
    <div ref={scroller} className="flex-1 overflow-y-auto px-3 py-3">
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
    </div>
  );
}
