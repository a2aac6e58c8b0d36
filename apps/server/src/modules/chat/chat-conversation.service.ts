/** The user's persisted chat conversation (issue 6): read, append, clear; capped at chatLimits.maxStoredMessages. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { chatLimits, type ChatAnswerKind, type ChatMessage, type ChatSource } from '@thrivewell/core/contracts/chat-contract';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';

type Row = typeof chatMessages.$inferSelect;

function toMessage(row: Row): ChatMessage {
  const message: ChatMessage = { id: row.id, role: row.role, content: row.content, timestamp: row.createdAt.toISOString() };
  if (row.sources && row.sources.length > 0) message.sources = row.sources;
  if (row.kind && row.kind !== 'answer') message.kind = row.kind;
  return message;
}

export async function listConversation(db: Database, userId: string): Promise<ChatMessage[]> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.role));
  return rows.map(toMessage);
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
  await db.transaction(async (tx) => {
    await tx.insert(chatMessages).values([
      { userId, role: 'user', content: exchange.question, createdAt: exchange.askedAt },
      { userId, role: 'assistant', content: exchange.answer, kind: exchange.kind, sources: exchange.sources, createdAt: exchange.answeredAt },
    ]);
    const stale = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(desc(chatMessages.createdAt))
      .offset(chatLimits.maxStoredMessages);
    if (stale.length > 0) await tx.delete(chatMessages).where(inArray(chatMessages.id, stale.map((r) => r.id)));
  });
}

export async function clearConversation(db: Database, userId: string): Promise<number> {
  const removed = await db.delete(chatMessages).where(eq(chatMessages.userId, userId)).returning({ id: chatMessages.id });
  return removed.length;
}
