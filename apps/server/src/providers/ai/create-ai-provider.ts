import type { AiConfig } from '../../config';
import type { AiProvider } from './ai-provider';
import { createBuiltinResponder } from './builtin-responder';
import type { LlmProviderOptions } from './llm-provider';

/**
 * AI_PROVIDER=builtin (the default) → the embedded grounded responder, no key, offline; otherwise
 * an LLM through the AI SDK. An LLM provider missing its key, base URL or model still constructs
 * (the app boots) and answers the 'not configured' path (AiNotConfiguredError → 503).
 */
export function createAiProvider(config: AiConfig, options: LlmProviderOptions = {}): AiProvider {
  if (config.provider === 'builtin') return createBuiltinResponder();
  // The AI SDK is loaded by the first answer, not at start-up (~100 ms of modules, W2-C §2).
  let llm: Promise<AiProvider> | undefined;
  const provider = () =>
    (llm ??= import('./llm-provider').then(
      ({ createLlmProvider }) => createLlmProvider(config, options),
      (error: unknown) => {
        llm = undefined;
        throw error;
      },
    ));
  return {
    name: config.provider,
    respond: async (request) => (await provider()).respond(request),
  };
}
