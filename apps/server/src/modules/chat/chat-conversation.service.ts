/**
 * The user's persisted chat conversation (issue 6): read, append, clear; capped at
 * chatLimits.maxStoredMessages. It is also the answer engine's context: a request carries only
 * the new message (W2-C §1.5).
 */
import { chatLimits, type ChatAnswerKind, type ChatMessage, type ChatSource, type ChatTurn } from '@thrivewell/core/contracts/chat-contract';
import type { Database } from '../../db/client';
import { deleteMessages, insertMessagesKeepingNewest, selectMessages, selectNewestTurns, type ChatMessageRow } from './chat.repo';

function toMessage(row: ChatMessageRow): ChatMessage {
  const message: ChatMessage = { id: row.id, role: row.role, content: row.content, timestamp: row.createdAt.toISOString() };
  if (row.sources && row.sources.length > 0) message.sources = row.sources;
  if (row.kind && row.kind !== 'answer') message.kind = row.kind;
  return message;
}

export async function listConversation(db: Database, userId: string): Promise<ChatMessage[]> {
  return (await selectMessages(db, userId)).map(toMessage);
}

/**
 * The earlier turns the answer engine is given with a new message: the newest
 * chatLimits.maxHistoryTurns exchanges of the stored conversation, oldest first, each cut to
 * chatLimits.maxHistoryEntryLength.
 */
export async function recentTurns(db: Database, userId: string): Promise<ChatTurn[]> {
  const rows = await selectNewestTurns(db, userId, chatLimits.maxHistoryTurns * 2);
  return rows
    .reverse()
    .filter((row) => row.content.trim() !== '')
    .map(({ role, content }) => ({ role, content: content.slice(0, chatLimits.maxHistoryEntryLength) }));
}

export interface NewExchange {
  question: string;
  answer: string;
  kind: ChatAnswerKind;
  sources: ChatSource[];
  askedAt: Date;
  answeredAt: Date;
}

/** Stores a question and its answer, then drops the oldest messages beyond the cap. */
export async function appendExchange(db: Database, userId: string, exchange: NewExchange): Promise<void> {
  await insertMessagesKeepingNewest(
    db,
    userId,
    [
      { userId, role: 'user', content: exchange.question, createdAt: exchange.askedAt },
      { userId, role: 'assistant', content: exchange.answer, kind: exchange.kind, sources: exchange.sources, createdAt: exchange.answeredAt },
    ],
    chatLimits.maxStoredMessages,
  );
}

export async function clearConversation(db: Database, userId: string): Promise<number> {
  return deleteMessages(db, userId);
}
