import type { AiConfig } from '../../config';
import type { AiProvider } from './ai-provider';
import { createBuiltinResponder } from './builtin-responder';
import { createLlmProvider, type LlmProviderOptions } from './llm-provider';

/**
 * AI_PROVIDER=builtin (the default) → the embedded grounded responder, no key, offline; otherwise
 * an LLM through the AI SDK. An LLM provider missing its key, base URL or model still constructs
 * (the app boots) and answers the 'not configured' path (AiNotConfiguredError → 503).
 */
export function createAiProvider(config: AiConfig, options: LlmProviderOptions = {}): AiProvider {
  if (config.provider === 'builtin') return createBuiltinResponder();
  return createLlmProvider(config, options);
}
