/**
 * One chat turn (issue 6): the safety layer first (an emergency is answered at once, before any
 * model and whatever the daily allowance), then the allowance (free: 20 per UTC day, enforced
 * here), the personalisation context, the answer engine with the user's tools and the stored
 * conversation as its context, then the new exchange is stored. A turn that produced no answer
 * gives its chat back.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ChatRequest, ChatResponse } from '@thrivewell/core/contracts/chat-contract';
import { classifyChatContext, detectEmergency } from '@thrivewell/core/rules/chat-safety';
import { gatingPlanOf } from '@thrivewell/core/rules/plans';
import type { SimplifiedTier } from '@thrivewell/core/rules/tier';
import { planAccessOf } from '@thrivewell/knowledge/plan-gating';
import type { Database } from '../../db/client';
import type { AiProvider } from '../../providers/ai/ai-provider';
import type { CabinetService } from '../cabinet/cabinet.service';
import { createChatTools } from './chat-tools.service';
import { appendExchange, recentTurns } from './chat-conversation.service';
import { chatBasePrompt } from './chat-prompt';
import { chatUsage, releaseChat, reserveChat } from './chat-usage.service';
import { createPersonalizationService } from './personalization.service';

export interface ChatTurnInput {
  db: Database;
  /** The medicine cabinet the tools read the user's active entries from. */
  cabinet: Pick<CabinetService, 'activeItems'>;
  provider: AiProvider;
  userId: string;
  tier: SimplifiedTier;
  request: ChatRequest;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
  onDelta?: (text: string) => void;
  now?: () => Date;
}

export async function answerChat(input: ChatTurnInput): Promise<ChatResponse> {
  const { db, cabinet, provider, userId, tier, request, log, signal, onDelta } = input;
  const now = input.now ?? (() => new Date());
  const askedAt = now();

  const emergency = detectEmergency(request.message);
  if (emergency) {
    onDelta?.(emergency.reply);
    const answeredAt = now();
    await appendExchange(db, userId, { question: request.message, answer: emergency.reply, kind: 'emergency', sources: [], askedAt, answeredAt });
    log.info({ userId, kind: emergency.kind }, 'chat emergency answer');
    return { message: emergency.reply, kind: 'emergency', context: { timestamp: answeredAt.toISOString(), sources: [], usedDataSections: [] }, usage: await chatUsage(db, userId, tier) };
  }

  const { auditId, usage } = await reserveChat(db, userId, tier, askedAt);
  try {
    const tools = createChatTools(db, cabinet, userId, planAccessOf(gatingPlanOf({ simplifiedTier: tier })));
    const personalization = createPersonalizationService(userId, async () => (await tools.getProfile()).data.profile, log);
    await personalization.initialize();
    const contextKind = classifyChatContext(request.message);
    const reply = await provider.respond({
      message: request.message,
      // The request carries only the new message: the earlier turns come from the stored conversation.
      history: await recentTurns(db, userId),
      contextKind,
      personalization: personalization.context(contextKind, chatBasePrompt),
      tools,
      signal,
      onDelta,
    });
    const text = reply.text.trim();
    if (!text) throw new Error('the answer engine returned an empty answer');
    const answeredAt = now();
    await appendExchange(db, userId, { question: request.message, answer: text, kind: 'answer', sources: reply.sources, askedAt, answeredAt });
    return {
      message: text,
      kind: 'answer',
      context: { timestamp: answeredAt.toISOString(), sources: reply.sources, usedDataSections: reply.usedDataSections },
      usage,
    };
  } catch (err) {
    await releaseChat(db, auditId).catch((releaseErr: unknown) => log.error({ err: releaseErr }, 'could not release a chat'));
    throw err;
  }
}
