import { Suspense } from 'react';
import type { ChatPanelProps } from '../../features/chat/chat-panel';
import { chatPanelId, closeChat, toggleChat, useChatOpen, useChatOpenedOnce } from '../../features/chat/chat-open-store';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast-store';
import { lazyComponent } from '../../lib/lazy-component';
import { MessageCircle } from '../../ui/icons';

// This module is itself loaded only for a signed-in user (see lazy-chat.tsx). The panel, its
// markdown, the chat calls and the query library are a further chunk, fetched on first open (or
// when the toggle is hovered or focused).
const ChatPanel = lazyComponent<ChatPanelProps>(() =>
  import('../../features/chat/chat-panel').catch(() => {
    closeChat();
    toast({ variant: 'destructive', title: 'AI Wellness Chat', description: 'The chat could not be loaded. Please reload the page.' });
    return { default: () => null };
  }),
);
const preloadChatPanel = () => void ChatPanel.preload();

/**
 * The floating AI chat in the page frame (spec part 1 §2; P1-CHAT-01..03): only for a
 * signed-in user, mounted the first time the header toggle opens it, one panel per user.
 */
export function ChatPanelMount() {
  const { user } = useSession();
  const open = useChatOpen();
  const openedOnce = useChatOpenedOnce();
  if (!user || !openedOnce) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel key={user.id} userId={user.id} open={open} />
    </Suspense>
  );
}

/**
 * Where focus goes when the panel closes: the toggle itself, or for the toggle in the mobile
 * menu (which closes after a choice, taking the toggle with it) the menu button.
 */
function focusReturnTarget(toggle: HTMLElement): HTMLElement | null {
  return toggle.closest('#mobile-menu') ? document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]') : toggle;
}

export interface ChatToggleProps {
  className: string;
}

/** The header's 'AI Wellness Chat' toggle (P1-CHAT-03). */
export function ChatToggle({ className }: ChatToggleProps) {
  const open = useChatOpen();
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={chatPanelId}
      onClick={(e) => toggleChat(focusReturnTarget(e.currentTarget))}
      onPointerEnter={preloadChatPanel}
      onFocus={preloadChatPanel}
    >
      <MessageCircle aria-hidden="true" className="size-4" /> AI Wellness Chat
    </button>
  );
}
