/**
 * The free chat allowance, enforced on the server (spec part 1 §7, §9; P1-CHAT-13, P1-CHAT-16):
 * one server-written audit row with action 'ai_health_chat' per answered chat; the rows of the
 * current UTC day are the daily usage. Free users get 20, paid users are unlimited.
 */
import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { ChatUsage } from '@thrivewell/core/contracts/chat-contract';
import { chatAllowance, chatAuditAction, dailyChatLimitMessage, utcDayBounds } from '@thrivewell/core/rules/plans';
import type { SimplifiedTier } from '@thrivewell/core/rules/tier';
import type { Database } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
import { AppError } from '../../errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const todaysChats = (userId: string, now: Date) => {
  const [start, end] = utcDayBounds(now);
  return and(
    eq(auditLogs.userId, userId),
    eq(auditLogs.action, chatAuditAction),
    eq(auditLogs.source, 'server'),
    eq(auditLogs.success, true),
    gte(auditLogs.createdAt, start),
    lte(auditLogs.createdAt, end),
  );
};

export async function dailyChatCount(db: Database | Tx, userId: string, now: Date = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLogs).where(todaysChats(userId, now));
  return Number(row?.n ?? 0);
}

export async function chatUsage(db: Database, userId: string, tier: SimplifiedTier, now: Date = new Date()): Promise<ChatUsage> {
  const dailyCount = await dailyChatCount(db, userId, now);
  return { dailyCount, ...chatAllowance(tier, dailyCount) };
}

export interface ChatReservation {
  /** The audit row, to give the chat back when no answer could be produced. */
  auditId: string;
  /** Today's usage including this chat. */
  usage: ChatUsage;
}

/**
 * Takes one chat from today's allowance, or refuses with 429 and the spec's message. The user's
 * row is locked for the check, so parallel requests cannot both take the last chat.
 */
export async function reserveChat(db: Database, userId: string, tier: SimplifiedTier, now: Date = new Date()): Promise<ChatReservation> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const used = await dailyChatCount(tx, userId, now);
    if (!chatAllowance(tier, used).canUseChat) {
      throw new AppError('CHAT_LIMIT_REACHED', dailyChatLimitMessage(), 429);
    }
    const [row] = await tx
      .insert(auditLogs)
      .values({ userId, action: chatAuditAction, resourceType: 'chat', success: true, source: 'server', createdAt: now })
      .returning({ id: auditLogs.id });
    if (!row) throw new Error('audit insert returned no row');
    return { auditId: row.id, usage: { dailyCount: used + 1, ...chatAllowance(tier, used + 1) } };
  });
}

/** A chat that produced no answer does not count: its audit row is marked unsuccessful. */
export async function releaseChat(db: Database, auditId: string): Promise<void> {
  await db.update(auditLogs).set({ success: false }).where(eq(auditLogs.id, auditId));
}
