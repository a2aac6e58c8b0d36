import { dailyChatLimitMessage } from '@thrivewell/core/rules/plans';
import { Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { ChatAlert } from './chat-alert';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { chatPanelId, closeChat } from './chat-open-store';
import { ChatUsageBadge } from './chat-usage-badge';
import { ClearConversation } from './clear-conversation';
import { useChatConversation } from './use-chat-conversation';
import { useChatUsage } from './use-chat-usage';

export interface ChatPanelProps {
  userId: string;
  open: boolean;
}

/** Into the message box, or onto Close when the box is disabled. */
function focusInto(input: HTMLTextAreaElement | null, close: HTMLButtonElement | null) {
  if (input && !input.disabled) input.focus();
  else close?.focus();
}

/** Focus fell to the page, or sits on a control of the panel that just became disabled. */
function focusLost(panel: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return !!panel?.contains(active) && (active as HTMLButtonElement).disabled === true;
}

/**
 * The floating AI wellness chat (spec part 1 §2, §4, §5, §8; P1-CHAT-01..28): bottom right,
 * 500 px high (on small screens full width, never taller than the space under the header),
 * for the signed-in user only. It stays mounted once opened, hidden while closed, so a reply
 * being written keeps going. Escape or the close button closes it and focus returns to the
 * header toggle. Loaded on demand: this module and all it imports are a separate chunk.
 */
export default function ChatPanel({ userId, open }: ChatPanelProps) {
  const usage = useChatUsage(userId);
  const conversation = useChatConversation(userId, { canSend: usage.canUseChat });
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { pending, error } = conversation;

  const limitReached = !usage.canUseChat || !!error?.limitReached;
  // Focus moves into the panel when it opens, and back into the box once a reply is complete
  // (disabling the focused box while waiting drops focus to the page); at the limit, to Close.
  useEffect(() => {
    if (open) focusInto(inputRef.current, closeRef.current);
  }, [open]);
  useEffect(() => {
    if (open && !pending && focusLost(panelRef.current)) focusInto(inputRef.current, closeRef.current);
  }, [open, pending, limitReached]);

  const alertText = error?.text ?? (limitReached ? dailyChatLimitMessage() : null);
  const hasMessages = conversation.messages.some((m) => m.status !== 'greeting');

  return (
    <section
      ref={panelRef}
      id={chatPanelId}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        closeChat();
      }}
      className="fixed inset-x-3 bottom-3 z-[60] flex h-[500px] max-h-[calc(100dvh-5.5rem)] flex-col overflow-hidden rounded-2xl border border-border bg-surface text-ink shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      <header className="flex items-center gap-2 border-b border-border bg-surface-2 px-3 py-2.5">
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand sm:inline-flex">
          <Sparkles aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm font-semibold">
            AI Wellness Chat
          </h2>
          <p className="truncate text-xs text-muted">Educational, not medical advice</p>
        </div>
        <ChatUsageBadge usage={usage.usage} />
        <ClearConversation disabled={pending || !hasMessages} onClear={conversation.clear} />
        <button
          ref={closeRef}
          type="button"
          onClick={closeChat}
          aria-label="Close AI Wellness Chat"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      {alertText && <ChatAlert text={alertText} limitReached={limitReached} onDismiss={error && !limitReached ? conversation.dismissError : undefined} />}
      <ChatMessageList
        messages={conversation.messages}
        loading={conversation.loading}
        loadFailed={conversation.loadFailed}
        thinking={conversation.thinking}
        pending={pending}
        open={open}
      />
      <ChatComposer disabled={pending || limitReached} onSend={conversation.send} inputRef={inputRef} />
    </section>
  );
}
