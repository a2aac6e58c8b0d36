import { chatLimits, type ChatMessage, type ChatTurn } from '@thrivewell/core/contracts/chat-contract';

/**
 * The messages the panel shows: the stored conversation plus what happened in this visit.
 * Greeting and error messages are the panel's own: shown, never sent back as history.
 */
export type PanelMessageStatus = 'greeting' | 'streaming' | 'error';

export interface PanelMessage extends ChatMessage {
  status?: PanelMessageStatus;
}

/** P1-CHAT-04: the assistant's introduction on first opening with no messages. */
export const chatGreeting =
  "Hi! I'm your AI wellness assistant. I can offer general wellness and lifestyle guidance — sleep, stress, nutrition, " +
  'movement, and how foods, supplements and medicines may interact — drawing on your health profile when you have one.\n\n' +
  'What I share is educational information, not medical advice: for a diagnosis or treatment, please talk to your doctor. ' +
  'What would you like to know?';

let counter = 0;
export function localMessageId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function greetingMessage(timestamp: string): PanelMessage {
  return { id: 'chat-greeting', role: 'assistant', content: chatGreeting, timestamp, status: 'greeting' };
}

/** The turns sent with a new message: real messages only, the last 30 turns, each within the size limit. */
export function conversationHistory(messages: readonly PanelMessage[]): ChatTurn[] {
  return messages
    .filter((m) => !m.status && m.content.trim() !== '')
    .slice(-chatLimits.maxHistoryTurns * 2)
    .map(({ role, content }) => ({ role, content: content.slice(0, chatLimits.maxHistoryEntryLength) }));
}
