/**
 * The built-in answer engine (AI_PROVIDER=builtin, the embedded default): a thin adapter over the
 * pure assistant package. It loads the person's snapshot (profile and cabinet) through the chat
 * tools once, asks `answerQuestion`, and streams the answer paragraph by paragraph.
 */
import { chunksOf } from '@thrivewell/assistant/answer';
import { answerQuestion } from '@thrivewell/assistant/assistant';
import type { AiProvider, AiReply, AiRequest } from './ai-provider';

export function createBuiltinResponder(): AiProvider {
  return {
    name: 'builtin',
    async respond(request: AiRequest): Promise<AiReply> {
      request.signal?.throwIfAborted();
      const person = await request.tools.getPerson();
      const { text, sources, usedDataSections } = answerQuestion({ message: request.message, history: request.history, person });
      if (request.onDelta) for (const chunk of chunksOf(text)) request.onDelta(chunk);
      return { text, sources, usedDataSections };
    },
  };
}
