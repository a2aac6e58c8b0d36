import type { ChatMessage } from '@thrivewell/core/contracts/chat-contract';

/**
 * The messages the panel shows: the stored conversation plus what happened in this visit.
 * Greeting and error messages are the panel's own: shown, never stored. A turn sends only its
 * new message; the server answers from the conversation it stores.
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
