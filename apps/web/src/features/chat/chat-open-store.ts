import { useSyncExternalStore } from 'react';

/**
 * Whether the floating AI chat panel is open (spec part 1 §4: chat panel open or closed;
 * P1-CHAT-03). A tiny external store so the header toggle and the lazily loaded panel share it
 * without a provider. It is on the landing page's critical path: keep it this small.
 */
export const chatPanelId = 'ai-chat-panel';

let open = false;
/** Once opened, the panel stays mounted (hidden while closed) so its state survives closing. */
let openedOnce = false;
/** Where focus goes back to when the panel closes (the toggle that opened it). */
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === open) return;
  open = next;
  openedOnce ||= next;
  listeners.forEach((l) => l());
}

/** Closes the panel and puts focus back on the toggle that opened it (when still on the page). */
export function closeChat() {
  set(false);
  if (returnFocusTo?.isConnected) returnFocusTo.focus();
}

/** The header toggle: `opener` is the element focus returns to when the panel closes. */
export function toggleChat(opener: HTMLElement | null) {
  if (open) return closeChat();
  returnFocusTo = opener;
  set(true);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Closed on the server and during hydration. */
export function useChatOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}

/** Whether the panel was opened at least once in this visit (its code is loaded only then). */
export function useChatOpenedOnce(): boolean {
  return useSyncExternalStore(subscribe, () => openedOnce, () => false);
}

/** Test helper: closed, never opened, no focus target. */
export function resetChatOpenForTests() {
  returnFocusTo = null;
  set(false);
  openedOnce = false;
}
