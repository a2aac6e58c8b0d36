/**
 * An answer engine for the AI wellness chat (ARCHITECTURE: providers). The embedded default is
 * the built-in grounded responder (no key, offline); `AI_PROVIDER` selects an LLM through the AI
 * SDK. The chat service runs the safety layer before calling any provider and counts usage;
 * providers only compose the answer.
 */
import type { ChatSource, ChatTurn } from '@thrivewell/core/contracts/chat-contract';
import type { PersonalizationContext, PersonalizationContextKind } from '@thrivewell/core/copy/personalization-prompt';
import type { ChatTools } from './chat-tools';

export interface AiRequest {
  /** The user's message, trimmed, non-empty. */
  message: string;
  /** Earlier turns, oldest first (already capped). */
  history: readonly ChatTurn[];
  /** The context kind the message was classified as, and the personalisation built for it. */
  contextKind: PersonalizationContextKind;
  personalization: PersonalizationContext;
  /** The tools bound to the signed-in user. */
  tools: ChatTools;
  /** Aborted when the client goes away or the request times out. */
  signal?: AbortSignal;
  /** Called with each piece of text as it is produced (streaming); the reply still holds the whole text. */
  onDelta?: (text: string) => void;
}

export interface AiReply {
  text: string;
  /** The sources of the facts the answer used (from the tools), de-duplicated by url. */
  sources: ChatSource[];
  /** Profile sections the answer drew on. */
  usedDataSections: string[];
}

/** Thrown by a provider that cannot answer because it lacks configuration (→ 503 AI_NOT_CONFIGURED). */
export class AiNotConfiguredError extends Error {
  constructor(detail: string) {
    super(`The AI provider is not configured: ${detail}`);
    this.name = 'AiNotConfiguredError';
  }
}

/** Thrown when the upstream model failed (network, HTTP error, bad output) (→ 502 AI_PROVIDER_FAILED). */
export class AiProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}

export interface AiProvider {
  /** 'builtin', 'openai', 'anthropic', 'openai-compatible'. */
  readonly name: string;
  respond(request: AiRequest): Promise<AiReply>;
}
