import { chatErrorText } from '@thrivewell/core/contracts/chat-contract';
import { dailyChatLimitMessage } from '@thrivewell/core/rules/plans';
import { ApiError } from '../../lib/api-client';

/** What the panel shows for a failed chat turn (P1-CHAT-23..28, P1-CHAT-14). */
export interface ChatFailure {
  text: string;
  /** The server refused the turn for the free daily limit. */
  limitReached: boolean;
}

export const chatLimitCode = 'CHAT_LIMIT_REACHED';

/** From a thrown error, or from the `error` field of an answer that came back anyway. */
export function chatFailure(err: unknown): ChatFailure {
  if (typeof err === 'string') return { text: chatErrorText(err), limitReached: false };
  if (err instanceof ApiError) {
    if (err.code === chatLimitCode) return { text: err.message.trim() || dailyChatLimitMessage(), limitReached: true };
    return { text: chatErrorText(err.message), limitReached: false };
  }
  return { text: chatErrorText(null), limitReached: false };
}
