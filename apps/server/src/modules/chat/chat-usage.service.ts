/**
 * The free chat allowance, enforced on the server (spec part 1 §7, §9; P1-CHAT-13, P1-CHAT-16):
 * one server-written audit row with action 'ai_health_chat' per answered chat; the rows of the
 * current UTC day are the daily usage. Free users get 20, paid users are unlimited. The rows
 * are the audit module's: this file counts and writes them through its service.
 */
import type { ChatUsage } from '@thrivewell/core/contracts/chat-contract';
import { chatAllowance, chatAuditAction, dailyChatLimitMessage, utcDayBounds } from '@thrivewell/core/rules/plans';
import type { SimplifiedTier } from '@thrivewell/core/rules/tier';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { addCountedServerEvent, countServerEvents, markServerEventFailed } from '../audit/audit.service';

export async function dailyChatCount(db: Database, userId: string, now: Date = new Date()): Promise<number> {
  return countServerEvents(db, userId, chatAuditAction, utcDayBounds(now));
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
  const { used, auditId } = await addCountedServerEvent(db, {
    userId,
    action: chatAuditAction,
    resourceType: 'chat',
    period: utcDayBounds(now),
    at: now,
    mayAdd: (count) => chatAllowance(tier, count).canUseChat,
  });
  if (!auditId) throw new AppError('CHAT_LIMIT_REACHED', dailyChatLimitMessage(), 429);
  return { auditId, usage: { dailyCount: used + 1, ...chatAllowance(tier, used + 1) } };
}

/** A chat that produced no answer does not count: its audit row is marked unsuccessful. */
export async function releaseChat(db: Database, auditId: string): Promise<void> {
  await markServerEventFailed(db, auditId);
}
