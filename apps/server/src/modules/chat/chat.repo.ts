import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema/chat';

/** The chat_messages table: only this file reads or writes it. */
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;

/** The user's messages, oldest first (a question before its answer at the same instant). */
export async function selectMessages(db: Database, userId: string): Promise<ChatMessageRow[]> {
  return db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.role));
}

/** The user's newest `limit` messages (role and text), newest first. */
export async function selectNewestTurns(db: Database, userId: string, limit: number): Promise<Pick<ChatMessageRow, 'role' | 'content'>[]> {
  return db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.role))
    .limit(limit);
}

/** Inserts the rows, then drops the user's oldest messages beyond `keep`, in one transaction. */
export async function insertMessagesKeepingNewest(db: Database, userId: string, rows: NewChatMessageRow[], keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(chatMessages).values(rows);
    const stale = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(desc(chatMessages.createdAt))
      .offset(keep);
    if (stale.length > 0) await tx.delete(chatMessages).where(inArray(chatMessages.id, stale.map((r) => r.id)));
  });
}

export async function deleteMessages(db: Database, userId: string): Promise<number> {
  const removed = await db.delete(chatMessages).where(eq(chatMessages.userId, userId)).returning({ id: chatMessages.id });
  return removed.length;
}
