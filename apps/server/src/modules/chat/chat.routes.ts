import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { aiNotConfigured, chatRequestSchema, type ChatStreamEvent } from '@thrivewell/core/contracts/chat-contract';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import type { Database } from '../../db/client';
import { AppError, parseRequest } from '../../errors';
import { AiNotConfiguredError, type AiProvider } from '../../providers/ai/ai-provider';
import { requireUser } from '../auth/session';
import type { SubscriptionService } from '../billing/subscription.service';
import type { CabinetService } from '../cabinet/cabinet.service';
import { clearConversation, listConversation } from './chat-conversation.service';
import { answerChat } from './chat.service';
import { chatUsage } from './chat-usage.service';

const providerFailed = 'The AI service could not answer right now. Please try again.';
/** History can hold 60 entries of up to 8,000 characters. */
const chatBodyLimit = 600 * 1024;
const chatRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const requireChatUser = (request: FastifyRequest) => requireUser(request, profileMessages.authRequired);

/** Provider failures become the spec's chat errors; everything else keeps its own handling. */
function toChatError(err: unknown, request: FastifyRequest): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof AiNotConfiguredError) {
    request.log.error({ detail: err.message }, 'AI provider not configured');
    return new AppError(aiNotConfigured.code, aiNotConfigured.message, 503);
  }
  request.log.error({ err }, 'AI provider failed');
  return new AppError('AI_PROVIDER_FAILED', providerFailed, 502);
}

/** An AbortSignal that fires when the client goes away before the answer is complete. */
function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  request.raw.on('aborted', () => controller.abort());
  return controller.signal;
}

/**
 * The AI wellness chat (issue 6; spec part 1 §5, §7, §8, §9). Every route needs a session; the
 * user always comes from it, never from the body.
 * - GET /api/chat/usage — { dailyCount, remainingFree, canUseChat }
 * - GET|DELETE /api/chat/conversation — the stored conversation; clear it
 * - POST /api/chat — { message } → ChatResponse (the earlier turns come from the stored conversation)
 * - POST /api/chat/stream — the same, as server-sent events (delta…, then done or error)
 */
export async function chatRoutes(app: FastifyInstance, opts: { db: Database; cabinet: CabinetService; provider: AiProvider; subscriptions: Pick<SubscriptionService, 'statusFor'> }) {
  const { db, cabinet, provider, subscriptions } = opts;
  const tierOf = async (userId: string) => (await subscriptions.statusFor(userId)).simplifiedTier;

  app.get('/api/chat/usage', async (request, reply) => {
    const user = await requireChatUser(request);
    reply.header('cache-control', 'no-store');
    return chatUsage(db, user.id, await tierOf(user.id));
  });

  app.get('/api/chat/conversation', async (request, reply) => {
    const user = await requireChatUser(request);
    reply.header('cache-control', 'no-store');
    return { messages: await listConversation(db, user.id) };
  });

  app.delete('/api/chat/conversation', async (request, reply) => {
    const user = await requireChatUser(request);
    await clearConversation(db, user.id);
    return reply.status(204).send();
  });

  app.post('/api/chat', { bodyLimit: chatBodyLimit, config: chatRateLimit }, async (request, reply) => {
    const user = await requireChatUser(request);
    const body = parseRequest(chatRequestSchema, request.body);
    const signal = clientGone(request, reply);
    try {
      return await answerChat({ db, cabinet, provider, userId: user.id, tier: await tierOf(user.id), request: body, log: request.log, signal });
    } catch (err) {
      throw toChatError(err, request);
    }
  });

  app.post('/api/chat/stream', { bodyLimit: chatBodyLimit, config: chatRateLimit }, async (request, reply) => {
    const user = await requireChatUser(request);
    const body = parseRequest(chatRequestSchema, request.body);
    const tier = await tierOf(user.id);
    const signal = clientGone(request, reply);

    // Headers go out with the first event, so errors before any text still get their status code.
    let started = false;
    const send = (event: ChatStreamEvent) => {
      if (!started) {
        started = true;
        reply.hijack();
        reply.raw.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      }
      if (!reply.raw.destroyed) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
    };

    try {
      const response = await answerChat({ db, cabinet, provider, userId: user.id, tier, request: body, log: request.log, signal, onDelta: (text) => send({ type: 'delta', text }) });
      send({ type: 'done', response });
    } catch (err) {
      if (signal.aborted) return reply.raw.end();
      const chatError = toChatError(err, request);
      if (!started) throw chatError;
      send({ type: 'error', error: chatError.message, code: chatError.code });
    }
    reply.raw.end();
  });
}
